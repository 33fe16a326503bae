import { Alert, Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVOICE_REQUIRED_FIELDS, INVOICE_TYPES, invoiceProfileBody, type InvoiceType } from '@tic/shared';
import { formSchemaRule } from '../../../lib/formRules';

const rule = (field: string) => formSchemaRule(invoiceProfileBody, field);

/** Fields of an invoice profile; which are required follows the invoice type (the shared rule says which). */
export function InvoiceFields() {
  const { t } = useTranslation();
  const type = Form.useWatch<InvoiceType | undefined>('type');
  const required = new Set(type ? INVOICE_REQUIRED_FIELDS[type] : []);
  const item = (name: string, node: React.ReactNode) => (
    <Form.Item name={name} label={t(`field.${name}`)} rules={[rule(name)]} dependencies={['type']} required={required.has(name)}>
      {node}
    </Form.Item>
  );
  return (
    <>
      <Form.Item name="type" label={t('invoiceProfiles.invoiceType')} rules={[rule('type')]} required>
        <Select data-testid="invoice-type" options={INVOICE_TYPES.map((v) => ({ value: v, label: t(`invoiceProfiles.type_${v}`) }))} />
      </Form.Item>
      <Alert type="info" showIcon className="form-alert" title={t('invoiceProfiles.requiredHint')} />
      <Form.Item name="title" label={t('field.title')} rules={[rule('title')]} required>
        <Input maxLength={100} showCount id="invoice-title" />
      </Form.Item>
      {item('taxpayer_number', <Input maxLength={50} id="invoice-taxpayer" />)}
      {item('address', <Input.TextArea maxLength={255} showCount autoSize={{ minRows: 2, maxRows: 4 }} id="invoice-address" />)}
      {item('phone', <Input maxLength={20} id="invoice-phone" className="ltr-value" />)}
      {item('bank_name', <Input maxLength={100} id="invoice-bank-name" />)}
      {item('bank_account', <Input maxLength={50} id="invoice-bank-account" className="ltr-value" />)}
      {item('contact', <Input maxLength={100} id="invoice-contact" />)}
      <Form.Item name="is_default" valuePropName="checked">
        <Checkbox data-testid="invoice-default">{t('invoiceProfiles.makeDefault')}</Checkbox>
      </Form.Item>
    </>
  );
}
