import { FORM_DECLARATIONS, translate, valueAt, type ApplicationForm, type FieldMeta, type Locale } from '@tic/shared';

/** A field's label on the certificate: its certificate wording when it has one (no form hints such as "one per line"), else the form's. */
const label = (locale: Locale, name: string) => {
  const cert = translate(locale, `certificateField.${name}`);
  if (cert !== `certificateField.${name}`) return cert;
  const own = translate(locale, `field.${name}`);
  return own === `field.${name}` ? name : own;
};

const regionNames = new Map<Locale, Intl.DisplayNames>();
/** A country code as the reader calls the country (ISO 3166 code when the runtime does not know it). */
function countryName(locale: Locale, code: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale === 'zh_CN' ? 'zh-CN' : locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The declared kind of the field at a dotted path of a form (a fields section's or a list's field). */
function kindAt(form: ApplicationForm, path: string): FieldMeta['kind'] | undefined {
  const [key, name] = path.split('.');
  const s = FORM_DECLARATIONS[form].sections.find((x) => x.key === key);
  if (!s || s.render === 'parties') return undefined;
  const meta: FieldMeta[] = Array.isArray(s.fields) ? s.fields : s.fields.meta;
  return meta.find((m) => m.name === name)?.kind;
}

/** A value as the certificate prints it: a chosen option or a country in the reader's language, a list joined, models one per line joined. */
function printed(locale: Locale, name: string, v: unknown, kind: FieldMeta['kind'] | undefined): string {
  if (Array.isArray(v)) return v.map((x) => printed(locale, name, x, kind)).join(', ');
  if (v === undefined || v === null) return '';
  const s = String(v);
  if (kind === 'country' || kind === 'countries') return countryName(locale, s);
  const option = translate(locale, `appUi.option.${name}.${s}`);
  if (option !== `appUi.option.${name}.${s}`) return option;
  return name === 'models'
    ? s
        .split(/\r?\n/)
        .filter((l) => l.trim())
        .join(', ')
    : s;
}

/**
 * The rows a line's certificate (and the draft the customer reviews) prints of its application (the
 * declaration's certificateFields), in the reader's language; undefined when the line declares none.
 */
export function declaredRows(form: string, data: Record<string, unknown>, locale: Locale): [string, string][] | undefined {
  const fields = FORM_DECLARATIONS[form as ApplicationForm]?.certificateFields;
  if (!fields?.length) return undefined;
  return fields.map((path) => {
    const parts = path.split('.');
    const name = parts[parts.length - 1]!;
    const list = valueAt(data, parts[0]!);
    // A list section: every line's value.
    const value = Array.isArray(list) && parts.length === 2 ? list.map((l) => valueAt(l, name)).filter((x) => x != null && x !== '') : valueAt(data, path);
    return [label(locale, name), printed(locale, name, value, kindAt(form as ApplicationForm, path))];
  });
}
