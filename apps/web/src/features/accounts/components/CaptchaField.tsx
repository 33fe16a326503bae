import { useTranslation } from 'react-i18next';
import { PlainField } from '../../../components/plain/PlainField';
import type { Captcha } from '../api/captcha';

interface Props {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  onRefresh: () => void;
}

/**
 * The image captcha asked after 3 failed sign-ins: the SVG (as an image, never as markup) and its input. Plain React
 * (no antd): it shows on /login (issue 16); the sign-in form holds its value and its required check.
 */
export function CaptchaField({ captcha, value, onChange, error, onRefresh }: Props) {
  const { t } = useTranslation();
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`;
  return (
    <PlainField
      id="captcha"
      label={t('accountsWeb.captcha')}
      icon="safetyCertificate"
      autoComplete="off"
      placeholder={t('accountsWeb.captchaPlaceholder')}
      data-testid="captcha-input"
      aria-required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      extra={t('accountsWeb.captchaHint')}
      addon={
        <button
          type="button"
          className="captcha-image"
          onClick={onRefresh}
          aria-label={t('accountsWeb.captchaRefresh')}
          title={t('accountsWeb.captchaRefresh')}
          data-testid="captcha-image"
        >
          <img src={src} alt="" height={40} />
        </button>
      }
    />
  );
}
