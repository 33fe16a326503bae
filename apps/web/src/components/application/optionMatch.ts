/**
 * A choice matches what is typed by its label (in the UI's language) or by its code, ignoring case (issue 27: typing
 * "pcs" in the Chinese booking form found nothing and left the unit empty).
 */
export function matchesOption(input: string, option?: { value?: unknown; label?: unknown }): boolean {
  const typed = input.trim().toLowerCase();
  if (!typed) return true;
  return [option?.value, option?.label].some((x) => typeof x === 'string' && x.toLowerCase().includes(typed));
}
