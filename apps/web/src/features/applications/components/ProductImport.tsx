import { useState } from 'react';
import { Alert, Button, Form, List, Modal, Progress, Space, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { API_FRONTEND, fileExtension, isBlankObject, megabytes, PRODUCT_IMPORT_MAX_BYTES } from '@tic/shared';
import { isApiError } from '../../../lib/http';
import { uploadWithProgress } from '../../../lib/upload';

/**
 * Product lines from Excel: download the template (labels in the user's language), upload the filled
 * workbook (xlsx, 20 MB; a wrong type or size is refused before sending); the server checks every row and answers the lines, or the row-level errors
 * (row, column, message), in which case nothing is imported. Imported lines join the form's lines.
 */
export function ProductImport({ onImported, disabled }: { onImported: () => void; disabled?: boolean }) {
  return (
    <ListImport
      list="products"
      importPath="/kenya/product/import"
      templatePath="/kenya/product/excel"
      answerKey="products"
      onImported={onImported}
      disabled={disabled}
      testId="product"
    />
  );
}

/**
 * Any importable list of a form (the declaration names it; packages/shared LINE_IMPORTS): the same dialog,
 * template and row check as the product lines.
 */
export function ListImport({
  list,
  importPath,
  templatePath,
  answerKey,
  onImported,
  disabled,
  testId,
  label,
}: {
  list: string;
  importPath: string;
  templatePath: string;
  answerKey: string;
  onImported: () => void;
  disabled?: boolean;
  testId: string;
  label?: { button: string; title: string };
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const begin = (file: File) => {
    setErrors([]);
    if (fileExtension(file.name) !== 'xlsx') {
      setErrors([t('validation.importXlsx')]);
      return false;
    }
    if (file.size > PRODUCT_IMPORT_MAX_BYTES) {
      setErrors([t('appUi.import.tooBig', { size: megabytes(PRODUCT_IMPORT_MAX_BYTES) })]);
      return false;
    }
    setPercent(0);
    uploadWithProgress<Record<string, Record<string, unknown>[]>>(importPath, file, setPercent)
      .then((answer) => {
        const kept = ((form.getFieldValue(list) as Record<string, unknown>[] | undefined) ?? []).filter((p) => !isBlankObject(p));
        form.setFieldValue(list, [...kept, ...(answer[answerKey] ?? [])]);
        onImported();
        setOpen(false);
      })
      .catch((e: unknown) => {
        if (isApiError(e) && Array.isArray(e.data)) setErrors(e.data.filter((x): x is string => typeof x === 'string'));
      })
      .finally(() => setPercent(null));
    return false;
  };

  return (
    <>
      <Button icon={<FileExcelOutlined />} onClick={() => setOpen(true)} disabled={disabled} data-testid={`${testId}-import`}>
        {label?.button ?? t('appUi.import.button')}
      </Button>
      <Modal
        open={open}
        title={label?.title ?? t('appUi.import.title')}
        onCancel={() => percent === null && setOpen(false)}
        footer={null}
        width={680}
        data-testid={`${testId}-import-dialog`}
      >
        <Space orientation="vertical" size={16} className="import-choose">
          <Alert type="info" showIcon title={t('appUi.import.hint', { size: megabytes(PRODUCT_IMPORT_MAX_BYTES) })} />
          <Button icon={<DownloadOutlined />} href={`${API_FRONTEND}${templatePath}`} download data-testid={`${testId}-template`}>
            {t('appUi.import.template')}
          </Button>
          {percent === null ? (
            <Upload.Dragger accept=".xlsx" multiple={false} showUploadList={false} beforeUpload={begin} data-testid={`${testId}-import-file`}>
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('appUi.import.choose')}</p>
            </Upload.Dragger>
          ) : (
            <Progress percent={percent} status="active" />
          )}
          {errors.length > 0 && (
            <List
              size="small"
              bordered
              dataSource={errors}
              renderItem={(e, i) => <List.Item className={i === 0 ? 'import-error-head' : undefined}>{e}</List.Item>}
              data-testid={`${testId}-import-errors`}
            />
          )}
        </Space>
      </Modal>
    </>
  );
}
