import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '@tic/shared';
import { fieldText, isBlank } from './fieldText';

/** A form's sections as the form declares them: key (a data path, `a.b` nests), field metadata, list or not. */
export interface TextSection {
  key: string;
  fields: readonly FieldMeta[];
  list?: unknown;
}

type Data = Record<string, unknown>;
const at = (data: unknown, path: string[]): unknown => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Data)[k] : undefined), data);
const last = (key: string) => key.split('.').pop()!;

/** The fields of one object that hold a value, as a definition list (empty ones are left out). */
function Fields({ form, fields, value }: { form: string; fields: readonly FieldMeta[]; value: unknown }) {
  const { t, i18n } = useTranslation();
  const rows = fields
    .map((f) => ({ f, v: at(value, [f.name]) }))
    .filter(({ v }) => !isBlank(v))
    .map(({ f, v }) => ({ f, ...fieldText(f, v, t, (k) => i18n.exists(k), i18n.language) }));
  if (!rows.length) return null;
  // As the form labels its fields: the form's own label, else the shared applications one, else the common one.
  const label = (name: string) =>
    i18n.exists(`forms.${form}.field.${name}`)
      ? t(`forms.${form}.field.${name}`)
      : i18n.exists(`applications.field.${name}`)
        ? t(`applications.field.${name}`)
        : t(`field.${name}`);
  return (
    <dl className="form-text-fields">
      {rows.map(({ f, text, latin }) => (
        <div key={f.name} className={f.kind === 'textarea' ? 'form-text-wide' : undefined}>
          <dt>{label(f.name)}</dt>
          <dd dir={latin ? 'auto' : undefined} data-field={f.name}>
            {text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const hasValue = (fields: readonly FieldMeta[], value: unknown) => fields.some((f) => !isBlank(at(value, [f.name])));

/**
 * The application form read as text, generic over its sections' metadata: each section whose data
 * holds something, a list section item by item with its nested sections (`products.vehicle` inside each
 * product), a list without fields (containers) as one line. `skip`: sections shown elsewhere (attachments).
 */
export function FormAsText({ form, sections, data, skip = [] }: { form: string; sections: readonly TextSection[]; data: Data; skip?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const keys = new Set(sections.map((s) => s.key));
  // As the form titles its sections: the form's own title, a party by its role, else the shared title.
  const title = (key: string) => {
    const k = last(key);
    if (i18n.exists(`forms.${form}.section.${k}`)) return t(`forms.${form}.section.${k}`);
    if (key.startsWith('parties.') && i18n.exists(`appUi.party.${k}`)) return t(`appUi.party.${k}`);
    return t(`applications.section.${k}`);
  };
  const children = (key: string) => sections.filter((s) => s.key.startsWith(`${key}.`) && s.key.split('.').length === key.split('.').length + 1);

  const item = (s: TextSection, value: unknown, n: number) => (
    <li key={n} className="form-text-item">
      <Fields form={form} fields={s.fields} value={value} />
      {children(s.key)
        .filter((c) => hasValue(c.fields, at(value, [last(c.key)])))
        .map((c) => (
          <div key={c.key} className="form-text-sub">
            <h4>{title(c.key)}</h4>
            <Fields form={form} fields={c.fields} value={at(value, [last(c.key)])} />
          </div>
        ))}
    </li>
  );

  return (
    <div className="form-text" data-testid="form-as-text">
      {sections.map((s) => {
        if (skip.includes(s.key)) return null;
        const parts = s.key.split('.');
        // A nested section of a list is drawn inside each item of that list.
        if (parts.length > 1 && keys.has(parts.slice(0, -1).join('.')) && Array.isArray(at(data, parts.slice(0, -1)))) return null;
        const value = at(data, parts);
        if (Array.isArray(value)) {
          if (!value.length) return null;
          return (
            <section key={s.key} className="form-text-section" data-testid={`text-section-${s.key}`}>
              <h3>{title(s.key)}</h3>
              {s.fields.length ? <ol className="form-text-list">{value.map((v, i) => item(s, v, i))}</ol> : <p dir="auto">{value.map(String).join(', ')}</p>}
            </section>
          );
        }
        if (!hasValue(s.fields, value)) return null;
        return (
          <section key={s.key} className="form-text-section" data-testid={`text-section-${s.key}`}>
            <h3>{title(s.key)}</h3>
            <Fields form={form} fields={s.fields} value={value} />
          </section>
        );
      })}
    </div>
  );
}
