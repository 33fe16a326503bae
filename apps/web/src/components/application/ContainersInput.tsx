import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_CONTAINERS } from '@tic/shared';

/**
 * Container numbers as tags: type one and press Enter (or a comma or space). Upper-cased as typed;
 * whether each is letters and digits of at most 20 characters, and at most 10 in all, is checked by
 * the shared schema through the Form.Item's rules ("at most 10 containers").
 */
export function ContainersInput({
  value,
  onChange,
  disabled,
  id,
  max = MAX_CONTAINERS,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  disabled?: boolean;
  id?: string;
  max?: number;
}) {
  const { t } = useTranslation();
  const list = value ?? [];
  return (
    <div className="containers-input">
      <Select
        id={id}
        mode="tags"
        open={false}
        suffixIcon={null}
        value={list}
        disabled={disabled}
        tokenSeparators={[',', ' ', '，']}
        placeholder={t('appUi.containers.placeholder')}
        onChange={(v: string[]) => onChange?.([...new Set(v.map((s) => s.trim().toUpperCase()).filter(Boolean))])}
        className="ltr-value"
        data-testid="containers-input"
      />
      <Typography.Text type={list.length > max ? 'danger' : 'secondary'} className="containers-count">
        {t('appUi.containers.count', { filled: list.length, max })}
      </Typography.Text>
    </div>
  );
}
