import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rules } from '../lib/rules';

/**
 * A new password and its confirmation (message "inconsistent"), as registration, forgot password and the
 * change-password dialog ask for them; the rules are the shared ones.
 */
export function NewPasswordFields({ labelKey, testId }: { labelKey: 'accountsWeb.password' | 'accountsWeb.newPassword'; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={t(labelKey)} rules={rules.password}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('accountsWeb.passwordPlaceholder')} data-testid={testId} />
      </Form.Item>
      <Form.Item name="password_confirmation" label={t('accountsWeb.passwordConfirm')} dependencies={['password']} rules={rules.confirmation()}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid={`${testId}2`} />
      </Form.Item>
    </>
  );
}
