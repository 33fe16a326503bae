import { Form, Input, Space } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { rules } from '../lib/rules';
import { CodeButton, type CodeButtonProps } from './CodeButton';

/**
 * The verification-code row of every accounts form (register, SMS sign-in, forgot password, change
 * password, change of mobile or e-mail): the 6-digit code (form field "code") and its "get code" button.
 * Test ids: `<testIdPrefix>-code` and `<testIdPrefix>-send-code`.
 */
export function CodeField({ testIdPrefix, ...button }: Omit<CodeButtonProps, 'testId'> & { testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('accountsWeb.code')} required>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={rules.code}>
          <Input
            prefix={<SafetyOutlined />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('accountsWeb.codePlaceholder')}
            data-testid={`${testIdPrefix}-code`}
          />
        </Form.Item>
        <CodeButton {...button} testId={`${testIdPrefix}-send-code`} />
      </Space.Compact>
    </Form.Item>
  );
}
