import { createContext, useContext } from 'react';
import { matchesOption } from './optionMatch';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ContainersInput } from './ContainersInput';
import { LookupInput } from './LookupInput';
import { MailingAddressPicker } from './MailingAddressPicker';
import { CountriesSelect, CountrySelect, CurrencySelect } from './ReferenceSelects';
import type { FieldMetaLike, FieldPath, RuleFor } from './types';
import { NumberInput } from '../NumberInput';

const ISO = 'YYYY-MM-DD';
const domId = (path: FieldPath) => path.join('-');

/** The form whose fields are drawn (its declaration's name): labels resolve forms.<form>.field.<name> first. */
export const FormNameContext = createContext<string | null>(null);

/**
 * The label of a field: the form's own forms.<form>.field.<name> (two lines may label `standard` or `type`
 * differently), else the shared applications.field.<name>, else the common field.<name>.
 */
export function useFieldLabel() {
  const { t, i18n } = useTranslation();
  const form = useContext(FormNameContext);
  return (name: string) => {
    if (form && i18n.exists(`forms.${form}.field.${name}`)) return t(`forms.${form}.field.${name}`);
    return i18n.exists(`applications.field.${name}`) ? t(`applications.field.${name}`) : t(`field.${name}`);
  };
}

/** One field of a form definition, rendered by its kind, with the shared rules of its path. */
export function MetaField({
  meta,
  path,
  rules,
  readOnly = false,
  listPath,
}: {
  meta: FieldMetaLike;
  path: FieldPath;
  rules?: RuleFor;
  readOnly?: boolean;
  listPath?: FieldPath;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const label = useFieldLabel()(meta.name);
  // Inside a Form.List the item's name is relative to the list; rules are given the full path.
  const fullPath = [...(listPath ?? []), ...path];
  const id = domId(fullPath);
  // htmlFor: the label names the control by the id the control carries (antd would point it at `a_b`).
  const common = { name: path, label, htmlFor: id, required: meta.required, rules: rules?.(fullPath, meta), className: `meta-field meta-${meta.kind}` };
  const optionLabel = (v: string) => {
    const key = `appUi.option.${meta.name}.${v}`;
    const text = t(key);
    return text === key ? v : text;
  };

  // A company picked from the look-up brings the rest of its party as the user last entered it (not a
  // date, which belonged to that shipment).
  const fillParty = (party: Record<string, unknown>) => {
    const parent = fullPath.slice(0, -1);
    for (const [k, v] of Object.entries(party)) if (k !== meta.name && k !== 'inspection_date' && v != null && v !== '') form.setFieldValue([...parent, k], v);
  };

  switch (meta.kind) {
    case 'textarea':
      return (
        <Form.Item {...common} className={`${common.className} meta-wide`}>
          <Input.TextArea id={id} dir="auto" maxLength={meta.max} autoSize={{ minRows: 2, maxRows: 5 }} disabled={readOnly} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item
          {...common}
          getValueProps={(v?: string) => ({ value: v ? dayjs(v, ISO) : undefined })}
          normalize={(d?: Dayjs | null) => (d ? d.format(ISO) : undefined)}
        >
          <DatePicker id={id} disabled={readOnly} className="meta-date" disabledDate={meta.notPast ? (d) => d.isBefore(dayjs().startOf('day')) : undefined} />
        </Form.Item>
      );
    case 'select':
    case 'incoterm':
      return (
        <Form.Item {...common}>
          <Select
            id={id}
            allowClear
            disabled={readOnly}
            // Found by its name or by its code (issue 27: typing "pcs" in the Chinese form found nothing and left the unit empty).
            showSearch={{ filterOption: (input, o) => matchesOption(input, o) }}
            options={(meta.options ?? []).map((v) => ({ value: v, label: meta.kind === 'incoterm' ? v : optionLabel(v) }))}
            data-testid={`field-${id}`}
          />
        </Form.Item>
      );
    case 'boolean':
      return (
        <Form.Item {...common}>
          <Radio.Group
            id={id}
            disabled={readOnly}
            options={[
              { value: true, label: t('common.yes') },
              { value: false, label: t('common.no') },
            ]}
          />
        </Form.Item>
      );
    case 'integer':
    case 'decimal':
      return (
        <Form.Item {...common}>
          <NumberInput id={id} disabled={readOnly} min={meta.min} max={meta.max} precision={meta.kind === 'integer' ? 0 : undefined} className="meta-number" />
        </Form.Item>
      );
    case 'country':
      return (
        <Form.Item {...common}>
          <CountrySelect id={id} disabled={readOnly} />
        </Form.Item>
      );
    case 'countries':
      return (
        <Form.Item {...common} className={`${common.className} meta-wide`}>
          <CountriesSelect id={id} disabled={readOnly} only={meta.options} />
        </Form.Item>
      );
    case 'currency':
      return (
        <Form.Item {...common}>
          <CurrencySelect id={id} disabled={readOnly} options={meta.options} />
        </Form.Item>
      );
    case 'hs':
    case 'port':
    case 'unit':
      return (
        <Form.Item {...common}>
          <LookupInput kind={meta.kind} id={id} maxLength={meta.max} disabled={readOnly} />
        </Form.Item>
      );
    case 'company':
      return (
        <Form.Item {...common}>
          <LookupInput kind="company" id={id} maxLength={meta.max} disabled={readOnly} onPick={(s) => s.party && fillParty(s.party)} />
        </Form.Item>
      );
    case 'mailing_address':
      return <MailingAddressPicker meta={meta} path={path} fullPath={fullPath} rules={rules} readOnly={readOnly} />;
    case 'list':
      return (
        <Form.Item {...common} className={`${common.className} meta-wide`}>
          <ContainersInput id={id} disabled={readOnly} max={meta.maxItems} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common}>
          <Input
            id={id}
            dir="auto"
            maxLength={meta.max}
            disabled={readOnly}
            className={meta.kind === 'phone' || meta.kind === 'email' ? 'ltr-value' : undefined}
          />
        </Form.Item>
      );
  }
}

/** The fields of a section, in a responsive grid. */
export function SectionFields({
  metas,
  prefix = [],
  rules,
  readOnly,
  listPath,
  only,
}: {
  metas: readonly FieldMetaLike[];
  prefix?: FieldPath;
  rules?: RuleFor;
  readOnly?: boolean;
  listPath?: FieldPath;
  only?: (meta: FieldMetaLike) => boolean;
}) {
  return (
    <div className="meta-grid">
      {metas
        .filter((m) => only?.(m) ?? true)
        .map((m) => (
          <MetaField key={m.name} meta={m} path={[...prefix, m.name]} rules={rules} readOnly={readOnly} listPath={listPath} />
        ))}
    </div>
  );
}
