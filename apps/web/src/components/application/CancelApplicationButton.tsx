import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASON_MAX, cancelBody, mayCancel, type ApplicationDetail, type ApplicationStatus } from '@tic/shared';
import { http } from '../../lib/api';
import { schemaRule } from '../../lib/formRules';
import { CancellationPreviewNote } from './CancellationPreviewNote';

interface Target {
  id: number;
  version: number;
  status: ApplicationStatus;
  /** The line: in processing, only a line whose cancellation rule allows it is cancelled here. */
  form: string;
  rfc_no: string | null;
  title: string;
}

/**
 * The customer's cancellation of a draft, submitted or returned application (issue 19), or of one in work on a line
 * whose cancellation rule allows it (issue 28, lines/<line>/index.ts `cancellation`): a confirmation
 * dialog shows what it does with the money (the line's rule) and asks for the reason (kept in the history and the
 * notice); POST /kenya/rfc/{id}/cancel.
 * Nothing is shown for a status the lifecycle table does not let the customer cancel.
 */
export function CancelApplicationButton({
  application,
  onCancelled,
  size = 'small',
  link = false,
}: {
  application: Target;
  onCancelled?: (a: ApplicationDetail) => void;
  size?: 'small' | 'middle';
  link?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useMutation({
    mutationFn: (reason: string) => http.post<ApplicationDetail>(`/kenya/rfc/${application.id}/cancel`, { reason, version: application.version }),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['applications'] }),
  });
  if (!mayCancel(application)) return null;

  const onOk = async () => {
    const { reason } = await form.validateFields();
    const done = await cancel.mutateAsync(reason).catch(() => null);
    if (!done) return;
    setOpen(false);
    form.resetFields();
    void message.success(t('appExtras.cancelled'));
    onCancelled?.(done);
  };

  return (
    <>
      <Button
        size={size}
        danger
        type={link ? 'link' : 'default'}
        className={link ? 'inline-link' : undefined}
        icon={<StopOutlined />}
        onClick={() => setOpen(true)}
        data-testid={`cancel-application-${application.id}`}
      >
        {t('appExtras.cancel')}
      </Button>
      <Modal
        open={open}
        title={t('appExtras.cancelTitle', { no: application.rfc_no ?? application.title })}
        okText={t('appExtras.confirmCancel')}
        cancelText={t('appExtras.keep')}
        okButtonProps={{ danger: true, loading: cancel.isPending, 'data-testid': 'cancel-confirm' } as never}
        onOk={onOk}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t('appExtras.cancelHint')}</p>
        <CancellationPreviewNote id={application.id} enabled={open && application.status !== 'draft'} />
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t('appExtras.reason')} required rules={[schemaRule(cancelBody.pick({ reason: true }), 'reason')]}>
            <Input.TextArea rows={3} maxLength={CANCEL_REASON_MAX} showCount data-testid="cancel-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
