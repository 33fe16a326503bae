import { Form, Input, Space, Tooltip } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api/captcha';

/** The image captcha asked after 3 failed sign-ins: the SVG (as an image, never as markup) and its input. */
export function CaptchaField({ captcha, onRefresh }: { captcha: Captcha; onRefresh: () => void }) {
  const { t } = useTranslation();
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`;
  return (
    <Form.Item label={t('accountsWeb.captcha')} required extra={t('accountsWeb.captchaHint')}>
      <Space.Compact block>
        <Form.Item name="captcha" noStyle rules={[{ required: true, message: t('validation.required', { field: t('accountsWeb.captcha') }) }]}>
          <Input prefix={<SafetyCertificateOutlined />} autoComplete="off" placeholder={t('accountsWeb.captchaPlaceholder')} data-testid="captcha-input" />
        </Form.Item>
        <Tooltip title={t('accountsWeb.captchaRefresh')}>
          <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('accountsWeb.captchaRefresh')} data-testid="captcha-image">
            <img src={src} alt="" height={40} />
          </button>
        </Tooltip>
      </Space.Compact>
    </Form.Item>
  );
}
