import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Progress, Result, Space, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import type { ConfigKind, ImportJob } from '@tic/shared';
import { isRunning, startImport, templateUrl, useImportJob } from '../api/imports';
import { recordsKey } from '../api/records';

type Phase = { step: 'choose' } | { step: 'uploading'; percent: number } | { step: 'job'; id: number };

/**
 * The Excel import: choose the workbook, watch it upload (the browser's progress), then watch the
 * server check and write it (the job's progress, polled every second), and read the outcome: the
 * counts, or every wrong row (nothing was imported).
 */
export function ImportDialog({ kind, open, onClose }: { kind: ConfigKind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const job = useImportJob(phase.step === 'job' ? phase.id : null).data;

  useEffect(() => {
    if (job?.status === 'done') void qc.invalidateQueries({ queryKey: recordsKey(kind) });
  }, [job?.status, kind, qc]);

  const begin = (file: File) => {
    setPhase({ step: 'uploading', percent: 0 });
    startImport(kind, file, (percent) => setPhase({ step: 'uploading', percent }))
      .then((j) => setPhase({ step: 'job', id: j.id }))
      .catch(() => setPhase({ step: 'choose' }));
    return false;
  };
  const close = () => {
    if (phase.step === 'uploading' || isRunning(job)) return;
    setPhase({ step: 'choose' });
    onClose();
  };

  return (
    <Modal open={open} title={t('config.importTitle')} onCancel={close} width={720} footer={footer()} maskClosable={false} data-testid="import-dialog">
      {phase.step === 'choose' && (
        <Space orientation="vertical" size={16} className="import-choose">
          <Alert type="info" showIcon title={t('config.importHint')} />
          <Button icon={<DownloadOutlined />} href={templateUrl(kind, currentLang())} download data-testid="import-template">
            {t('config.template')}
          </Button>
          <Upload.Dragger accept=".xlsx" multiple={false} showUploadList={false} beforeUpload={begin} data-testid="import-file">
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('config.chooseFile')}</p>
          </Upload.Dragger>
        </Space>
      )}
      {phase.step === 'uploading' && (
        <div className="import-progress">
          <Typography.Text>{t('config.uploading', { percent: phase.percent })}</Typography.Text>
          <Progress percent={phase.percent} status="active" data-testid="import-upload-progress" />
        </div>
      )}
      {phase.step === 'job' && <JobView job={job} />}
    </Modal>
  );

  function footer() {
    if (phase.step !== 'job' || isRunning(job) || !job) return null;
    return (
      <Space>
        <Button onClick={() => setPhase({ step: 'choose' })} data-testid="import-again">
          {t('config.again')}
        </Button>
        <Button type="primary" onClick={close} data-testid="import-close">
          {t('config.close')}
        </Button>
      </Space>
    );
  }
}

function JobView({ job }: { job: ImportJob | undefined }) {
  const { t } = useTranslation();
  if (!job || isRunning(job)) {
    return (
      <div className="import-progress" data-testid="import-job-running">
        <Typography.Text>
          {job ? t(`config.status_${job.status}`) : t('config.status_queued')}
          {job && job.rows_read > 0 ? ` · ${t('config.rowsRead', { count: job.rows_read })}` : ''}
        </Typography.Text>
        <Progress percent={job?.percent ?? 0} status="active" data-testid="import-job-progress" />
      </div>
    );
  }
  if (job.status === 'done') {
    return (
      <Result
        status="success"
        title={t('config.status_done')}
        subTitle={`${t('config.rowsRead', { count: job.rows_read })} · ${t('config.importDone', { created: job.created.toLocaleString(), updated: job.updated.toLocaleString() })}`}
        extra={<Progress percent={100} data-testid="import-job-progress" />}
        data-testid="import-done"
      />
    );
  }
  return (
    <div data-testid="import-failed">
      <Alert
        type="error"
        showIcon
        className="form-alert"
        title={t('config.status_failed')}
        description={job.error_count > 0 ? t('config.importFailed', { count: job.error_count }) : job.message}
      />
      {job.errors.length > 0 && (
        <>
          <Typography.Title level={5}>{t('config.rowErrors')}</Typography.Title>
          {job.error_count > job.errors.length && (
            <Typography.Text type="secondary">{t('config.moreErrors', { shown: job.errors.length, count: job.error_count })}</Typography.Text>
          )}
          <Table
            size="small"
            rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
            dataSource={job.errors}
            pagination={job.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { title: t('config.row'), dataIndex: 'row', width: 90 },
              { title: t('config.column'), dataIndex: 'field', width: 140 },
              { title: t('config.message'), dataIndex: 'message' },
            ]}
            data-testid="import-errors"
          />
        </>
      )}
    </div>
  );
}
