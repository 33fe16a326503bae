import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD_CAPS, mailingAddressBody } from '@tic/shared';
import { formSchemaRule } from '../../../lib/formRules';

const rule = (field: string) => formSchemaRule(mailingAddressBody, field);

/** Fields of a mailing address, checked by the same shared schema as the server's. */
export function MailingFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="recipient" label={t('field.recipient')} rules={[rule('recipient')]} required>
        <Input maxLength={100} id="mailing-recipient" />
      </Form.Item>
      <Form.Item name="company" label={t('field.company')} rules={[rule('company')]}>
        <Input maxLength={100} id="mailing-company" />
      </Form.Item>
      <Form.Item name="address" label={t('field.address')} rules={[rule('address')]} required>
        <Input.TextArea maxLength={255} showCount autoSize={{ minRows: 2, maxRows: 4 }} id="mailing-address" />
      </Form.Item>
      <Form.Item name="phone" label={t('field.phone')} rules={[rule('phone')]} required>
        <Input maxLength={20} id="mailing-phone" className="ltr-value" />
      </Form.Item>
      <Form.Item name="postcode" label={t('field.postcode')} rules={[rule('postcode')]}>
        <Input maxLength={FIELD_CAPS.postcode} id="mailing-postcode" className="ltr-value" />
      </Form.Item>
      <Form.Item name="is_default" valuePropName="checked">
        <Checkbox data-testid="mailing-default">{t('invoiceProfiles.makeDefault')}</Checkbox>
      </Form.Item>
    </>
  );
}
