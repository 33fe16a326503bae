import { FORM_DECLARATIONS, translate, valueAt, type ApplicationForm, type Locale } from '@tic/shared';

const label = (locale: Locale, name: string) => {
  const own = translate(locale, `field.${name}`);
  return own === `field.${name}` ? name : own;
};

/** A value as the certificate prints it: a chosen option in the reader's language, a list joined, models one per line joined. */
function printed(locale: Locale, name: string, v: unknown): string {
  if (Array.isArray(v)) return v.map((x) => printed(locale, name, x)).join(', ');
  if (v === undefined || v === null) return '';
  const s = String(v);
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
 * The rows a line's certificate prints of its application (the declaration's certificateFields), in the
 * reader's language; undefined when the line declares none.
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
    return [label(locale, name), printed(locale, name, value)];
  });
}
