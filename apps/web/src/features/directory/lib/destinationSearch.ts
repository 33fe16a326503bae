/**
 * The destination picker's search: a country by its ISO code ("NG") or any part of its name in the page's language.
 * The exact code comes first, then names that begin with what was typed, then the rest (so "ng" gives Nigeria before
 * Hungary, and Enter picks it).
 */
export interface DestinationOption {
  value: string;
  label: string;
}

const norm = (s: string) => s.trim().toLowerCase();

export const destinationMatches = (input: string, o: DestinationOption | undefined): boolean =>
  !!o && (norm(o.value) === norm(input) || o.label.toLowerCase().includes(norm(input)));

const rank = (o: DestinationOption, input: string) => (norm(o.value) === norm(input) ? 0 : o.label.toLowerCase().startsWith(norm(input)) ? 1 : 2);

export const destinationOrder = (a: DestinationOption, b: DestinationOption, input: string, locale: string): number =>
  rank(a, input) - rank(b, input) || a.label.localeCompare(b.label, locale);
