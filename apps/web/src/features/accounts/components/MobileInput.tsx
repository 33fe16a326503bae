import { Form, Input, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useZones } from '../api/zones';

interface Props {
  zoneName?: string;
  mobileName?: string;
  label?: string;
  rules?: Rule[];
  testId?: string;
  disabled?: boolean;
}

/**
 * Area-code select and mobile number side by side (spec section 3: mobile_zone default +86). The
 * number's rule reads the zone (Chinese mobiles are 11 digits from 13 to 19; others are checked by
 * libphonenumber-js in the shared schema), so the number re-checks when the zone changes.
 */
export function MobileInput({ zoneName = 'mobile_zone', mobileName = 'mobile', label, rules, testId = 'mobile', disabled }: Props) {
  const { t } = useTranslation();
  const zones = useZones();
  const options = (zones.data ?? []).map((z) => ({
    value: z.zone_code,
    // The code first so that the closed select shows "+86"; the name helps to find it by typing.
    label: `${z.zone_code} ${z.label}`,
    search: `${z.zone_code} ${z.label} ${z.labelen} ${z.country_code}`.toLowerCase(),
  }));
  return (
    <Form.Item label={label ?? t('accountsWeb.mobile')} required className="mobile-input-item">
      <Space.Compact block className="mobile-input">
        <Form.Item name={zoneName} noStyle>
          <Select
            className="mobile-zone-select"
            options={options}
            showSearch={{ filterOption: (input, option) => (option?.search ?? '').includes(input.toLowerCase()) }}
            // The closed select shows the code only ("+86"); the list shows code and name.
            labelRender={(p) => <bdi dir="ltr">{String(p.value)}</bdi>}
            popupMatchSelectWidth={280}
            disabled={disabled}
            loading={zones.isLoading}
            aria-label={t('accountsWeb.areaCode')}
            data-testid={`${testId}-zone`}
          />
        </Form.Item>
        <Form.Item name={mobileName} noStyle rules={rules} dependencies={[zoneName]} validateTrigger="onBlur">
          <Input
            className="ltr-field"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('accountsWeb.mobilePlaceholder')}
            disabled={disabled}
            data-testid={testId}
            id={testId}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
