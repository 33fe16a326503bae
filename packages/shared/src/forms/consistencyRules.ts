/**
 * The kinds of consistency rule a form declares (issue 31; the forms' own lists are lines/<line>/consistency.ts):
 * each builder answers a FormCheck with its id, severity, the fields it compares and the i18n key of each finding
 * (consistency.*, i18n/domains/consistency.ts). The rules read the payload as the web form holds it as well as the
 * parsed one (numbers may be numeric strings, HS codes may carry dots), and say nothing about what is blank: a
 * missing value is the required-field rules' business.
 */
import Decimal from 'decimal.js';
import type { CheckContext, CheckHit, Condition, FormCheck, ReferenceKind } from './declaration.js';
import { valueAt } from './declaration.js';
import { chaptersOfCategory } from './hsChapters.js';
import { hsDigits, hsTableCodeOf } from '../hsKnown.js';

type Row = Record<string, unknown>;
const rowsAt = (values: unknown, path: string): Row[] => {
  const v = valueAt(values, path);
  return Array.isArray(v) ? v.map((r) => (r && typeof r === 'object' ? (r as Row) : {})) : [];
};
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const dec = (v: unknown): Decimal | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return new Decimal(v);
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return new Decimal(v.trim());
  return null;
};
const isoDate = (v: unknown): string | null => {
  const s = str(v);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
};
const money = (d: Decimal) => d.toDecimalPlaces(2).toFixed(2);

/** `invoice.total` (block): the invoices' amounts add up to the product lines' quantity × unit price. */
export const invoiceTotalRule = (): FormCheck => ({
  id: 'invoice.total',
  severity: 'block',
  path: 'invoices.0.amount',
  against: ['products.0.unit_price'],
  problem: (v) => {
    const invoices = rowsAt(v, 'invoices');
    const products = rowsAt(v, 'products');
    if (!invoices.length || !products.length) return null;
    const amounts = invoices.map((i) => dec(i.amount));
    const lines = products.map((p) => {
      const q = dec(p.quantity);
      const price = dec(p.unit_price);
      return q && price ? q.times(price) : null;
    });
    // Another rule speaks of invoices in two currencies; a blank amount, quantity or price is the form's.
    if (amounts.some((a) => !a) || lines.some((l) => !l) || currenciesOf(invoices).length > 1) return null;
    const total = amounts.reduce<Decimal>((s, a) => s.plus(a!), new Decimal(0));
    const sum = lines.reduce<Decimal>((s, l) => s.plus(l!), new Decimal(0));
    if (total.minus(sum).abs().lte('0.01')) return null;
    return { message: 'consistency.invoiceTotal', params: { total: money(total), lines: money(sum), currency: currenciesOf(invoices)[0] ?? '' } };
  },
});

const currenciesOf = (invoices: Row[]) => [...new Set(invoices.map((i) => str(i.currency)?.toUpperCase()).filter((c): c is string => !!c))];

/**
 * `invoice.currency` (warn): every invoice is in the first invoice's currency. A warning, not a refusal: one shipment
 * may be invoiced by two suppliers in two currencies (the money module keeps goods values per currency), but the
 * invoice total can then not be compared with the lines, and a mistyped currency is the usual cause.
 */
export const invoiceCurrencyRule = (): FormCheck => ({
  id: 'invoice.currency',
  severity: 'warn',
  path: 'invoices.0.currency',
  against: ['invoices.0.currency'],
  problem: (v) => {
    const invoices = rowsAt(v, 'invoices');
    const first = str(invoices[0]?.currency)?.toUpperCase();
    if (!first) return null;
    return invoices.flatMap((inv, i): CheckHit[] => {
      const c = str(inv.currency)?.toUpperCase();
      return c && c !== first
        ? [{ message: 'consistency.invoiceCurrency', params: { currency: c, first }, path: `invoices.${i}.currency`, against: ['invoices.0.currency'] }]
        : [];
    });
  },
});

/** `invoice.date` (block): no invoice is dated after the shipment date at `shipmentPath`. */
export const invoiceDateRule = (shipmentPath: string, when?: Condition): FormCheck => ({
  id: 'invoice.date',
  severity: 'block',
  path: 'invoices.0.date',
  against: [shipmentPath],
  when,
  problem: (v) => {
    const shipped = isoDate(valueAt(v, shipmentPath));
    if (!shipped) return null;
    return rowsAt(v, 'invoices').flatMap((inv, i): CheckHit[] => {
      const d = isoDate(inv.date);
      return d && d > shipped
        ? [{ message: 'consistency.invoiceDate', params: { date: d, shipped }, path: `invoices.${i}.date`, against: [shipmentPath] }]
        : [];
    });
  },
});

/** The digits an HS code must have for a destination: an application type's, or the form's one rule. */
export interface HsLength {
  min: number;
  max: number;
}

/**
 * `hs.length`: each product line's HS code has the length its destination wants (by application type). Longer than
 * the destination takes blocks (the declaration is refused); shorter, the subheading without the national digits,
 * warns (the officer completes it, or the customer does before submitting).
 */
export const hsLengthRule = (byType: Record<string, HsLength>, list = 'products', key = 'hs_code'): FormCheck => ({
  id: 'hs.length',
  severity: 'block',
  path: `${list}.0.${key}`,
  against: ['application_type'],
  problem: (v) => {
    const want = byType[String(v.application_type)];
    if (!want) return null;
    return rowsAt(v, list).flatMap((row, i): CheckHit[] => {
      const code = hsDigits(row[key]);
      if (!code || (code.length >= want.min && code.length <= want.max)) return [];
      const wanted = want.min === want.max ? String(want.min) : `${want.min}-${want.max}`;
      return [
        {
          message: code.length > want.max ? 'consistency.hsTooLong' : 'consistency.hsTooShort',
          severity: code.length > want.max ? 'block' : 'warn',
          params: { code, digits: code.length, wanted },
          path: `${list}.${i}.${key}`,
          against: ['application_type'],
        },
      ];
    });
  },
});

/** Where a form keeps HS codes: the rows of a list, or one field. */
type HsPlace = { list: string; key: string } | { field: string };
const hsCodesAt = (v: unknown, place: HsPlace): { code: string; path: string }[] =>
  'field' in place
    ? [hsDigits(valueAt(v, place.field))].flatMap((code) => (code ? [{ code, path: place.field }] : []))
    : rowsAt(v, place.list).flatMap((row, i) => {
        const code = hsDigits(row[place.key]);
        return code ? [{ code, path: `${place.list}.${i}.${place.key}` }] : [];
      });
const firstPath = (place: HsPlace) => ('field' in place ? place.field : `${place.list}.0.${place.key}`);

/**
 * `hs.known` (block): each HS code is known to the HS table (ctx.hsKnown, answered by hsKnown.ts `hsCodeKnown`: its
 * 6-digit subheading is in the table; undefined while the table is not known, then the rule says nothing).
 */
export const hsKnownRule = (place: HsPlace = { list: 'products', key: 'hs_code' }, message = 'consistency.hsUnknown'): FormCheck => ({
  id: 'hs.known',
  severity: 'block',
  path: firstPath(place),
  problem: (v, ctx: CheckContext) =>
    hsCodesAt(v, place).flatMap(({ code, path }): CheckHit[] =>
      ctx.hsKnown?.(code) === false ? [{ message, params: { code, subheading: hsTableCodeOf(code) ?? code }, path }] : [],
    ),
});

/**
 * `hs.chapter` (warn): the HS chapter of each code fits the product category at `categoryPath` (a category the
 * table of hsChapters.ts does not know says nothing: the category is free text).
 */
export const hsChapterRule = (categoryPath: string, place: HsPlace = { list: 'products', key: 'hs_code' }): FormCheck => ({
  id: 'hs.chapter',
  severity: 'warn',
  path: firstPath(place),
  against: [categoryPath],
  problem: (v) => {
    const category = valueAt(v, categoryPath);
    const chapters = chaptersOfCategory(category);
    if (!chapters) return null;
    return hsCodesAt(v, place).flatMap(({ code, path }): CheckHit[] =>
      code.length >= 2 && !chapters.has(code.slice(0, 2))
        ? [{ message: 'consistency.hsChapter', params: { code, chapter: code.slice(0, 2), category: String(category) }, path, against: [categoryPath] }]
        : [],
    );
  },
});

/**
 * `packing.quantity` (warn): when the packages are counted in the product lines' own unit, their number is the
 * lines' total quantity.
 */
export const packingQuantityRule = (quantityPath: string, unitPath: string): FormCheck => ({
  id: 'packing.quantity',
  severity: 'warn',
  path: quantityPath,
  against: ['products.0.quantity'],
  problem: (v) => {
    const packages = dec(valueAt(v, quantityPath));
    const unit = str(valueAt(v, unitPath))?.toUpperCase();
    const products = rowsAt(v, 'products');
    if (!packages || !unit || !products.length) return null;
    if (!products.every((p) => str(p.unit)?.toUpperCase() === unit)) return null;
    const quantities = products.map((p) => dec(p.quantity));
    if (quantities.some((q) => !q)) return null;
    const total = quantities.reduce<Decimal>((s, q) => s.plus(q!), new Decimal(0));
    return total.eq(packages) ? null : { message: 'consistency.packingQuantity', params: { packages: packages.toString(), unit, total: total.toString() } };
  },
});

/** `products.unit` (warn): one model (brand and model) on several product lines is counted in one unit. */
export const productUnitRule = (): FormCheck => ({
  id: 'products.unit',
  severity: 'warn',
  path: 'products.0.unit',
  against: ['products.0.unit'],
  problem: (v) => {
    const seen = new Map<string, { unit: string; row: number }>();
    return rowsAt(v, 'products').flatMap((p, i): CheckHit[] => {
      const model = str(p.model)?.toUpperCase();
      const unit = str(p.unit)?.toUpperCase();
      if (!model || !unit) return [];
      const key = `${str(p.brand)?.toUpperCase() ?? ''}\u0000${model}`;
      const first = seen.get(key);
      if (!first) {
        seen.set(key, { unit, row: i });
        return [];
      }
      return first.unit === unit
        ? []
        : [
            {
              message: 'consistency.productUnit',
              params: { model: String(p.model), unit, first: first.unit },
              path: `products.${i}.unit`,
              against: [`products.${first.row}.unit`],
            },
          ];
    });
  },
});

/** A format rule (block): the value at `path`, once filled in, matches `pattern`. */
export const formatRule = (id: string, path: string, pattern: RegExp, message: string, against: readonly string[] = [], when?: Condition): FormCheck => ({
  id,
  severity: 'block',
  path,
  against,
  when,
  problem: (v) => {
    const s = str(valueAt(v, path));
    return s && !pattern.test(s) ? { message, params: { value: s } } : null;
  },
});

/** This portal's numbers: applications (ENT-CN-2026-000001, RFC-KE-2026-000001) and certificates or reports (CoC-KE-..., RPT-...). */
export const PORTAL_APPLICATION_NO = /^[A-Z]{2,4}-(?:[A-Z]{2}-)?\d{4}-\d{6}$/;
export const PORTAL_CERTIFICATE_NO = /^(?:CoC|RPT)-(?:[A-Z]{2,4}-)?(?:[A-Z]{2}-)?\d{4}-\d{6}$/;
/** A reference number of another body (a SABER PCoC, an earlier order of the client): letters, digits, "-" and "/", with a digit. */
export const REFERENCE_NO = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9/-]{3,49}$/;
const looksLikePortal = (s: string) => /^(?:CoC|RPT|RFC|ENT|LAB|GCC|CB|NB|COM|AUD)-/i.test(s);

/**
 * `reference.number` (block): an earlier certificate, report or order number is well-formed: one of this portal's
 * (then the server also looks it up: it must be the organisation's own, ctx.ownReference), or another body's.
 */
export const referenceRule = (path: string, kind: ReferenceKind, when?: Condition): FormCheck => ({
  id: 'reference.number',
  severity: 'block',
  path,
  when,
  refersTo: kind,
  problem: (v, ctx) => {
    const s = str(valueAt(v, path));
    if (!s) return null;
    if (looksLikePortal(s)) {
      if (!PORTAL_APPLICATION_NO.test(s) && !PORTAL_CERTIFICATE_NO.test(s)) return { message: 'consistency.referenceFormat', params: { value: s } };
      return ctx.ownReference?.(kind, s) === false ? { message: 'consistency.referenceUnknown', params: { value: s } } : null;
    }
    return REFERENCE_NO.test(s) ? null : { message: 'consistency.referenceFormat', params: { value: s } };
  },
});

/** The vault kinds an application relies on for its models, brands and factory: the CB certificate and the test report. */
export const RELIED_ON_KINDS: readonly string[] = ['cb_certificate', 'test_report'];

/** Where a form keeps a value: the rows of a list, one field, or a field of values one per line (a model list). */
export type ValuePlace = { list: string; key: string } | { field: string; perLine?: boolean };
const valuesAt = (v: unknown, place: ValuePlace): { value: string; path: string }[] => {
  if ('list' in place)
    return rowsAt(v, place.list).flatMap((row, i) => {
      const s = str(row[place.key]);
      return s ? [{ value: s, path: `${place.list}.${i}.${place.key}` }] : [];
    });
  const raw = valueAt(v, place.field);
  const values = place.perLine ? (typeof raw === 'string' ? raw.split(/[\r\n]+/) : []) : [raw];
  return values.flatMap((x) => {
    const s = str(x);
    return s ? [{ value: s, path: place.field }] : [];
  });
};

/** Letters and digits of any script, upper case, other characters one space: "ACME x-200 " and "acme X 200" compare equal. */
export const coverText = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** Whether `entry` names `value` (its words in a row: "X-200" is named by "ACME X-200 desk lamp", not by "X-2000"). */
const names = (entry: string, value: string) => {
  const e = coverText(entry);
  const v = coverText(value);
  return v !== '' && ` ${e} `.includes(` ${v} `);
};

/** What a rule of the documents relied on compares: the vault's declared list, how an entry matches, its message. */
interface CoverComparison {
  id: string;
  severity: 'block' | 'warn';
  declared: 'covers' | 'brands' | 'factories';
  message: string;
  /** A factory is matched either way: the application may write more ("… Co., Ltd., Dongguan") or less than the document. */
  eitherWay?: boolean;
}

function coverRule(c: CoverComparison, places: readonly ValuePlace[]): FormCheck {
  const first = places[0]!;
  return {
    id: c.id,
    severity: c.severity,
    path: 'list' in first ? `${first.list}.0.${first.key}` : first.field,
    against: ['attachments.0.vault_document_id'],
    problem: (v, ctx) => {
      if (!ctx.vaultDocument) return null;
      // The CB certificates and test reports attached from the vault that declare this list.
      const docs = rowsAt(v, 'attachments').flatMap((a, i) => {
        const id = dec(a.vault_document_id);
        const doc = id ? ctx.vaultDocument!(id.toNumber()) : undefined;
        return doc && RELIED_ON_KINDS.includes(doc.kind) && doc[c.declared].length ? [{ doc, path: `attachments.${i}.vault_document_id` }] : [];
      });
      if (!docs.length) return null;
      const entries = docs.flatMap((d) => d.doc[c.declared]);
      const documents = docs
        .map((d) => d.doc.number ?? '')
        .filter(Boolean)
        .join(', ');
      const against = docs.map((d) => d.path);
      const seen = new Set<string>();
      return places.flatMap((place) =>
        valuesAt(v, place).flatMap(({ value, path }): CheckHit[] => {
          const key = `${path}\u0000${coverText(value)}`;
          if (seen.has(key)) return [];
          seen.add(key);
          const found = entries.some((e) => names(e, value) || (c.eitherWay && names(value, e)));
          return found ? [] : [{ message: c.message, params: { value, documents }, path, against }];
        }),
      );
    },
  };
}

/** Where a form keeps the models, brands and factory names a CB certificate or test report must cover. */
export interface CoveredPlaces {
  models: readonly ValuePlace[];
  brands: readonly ValuePlace[];
  factories: readonly ValuePlace[];
}

/**
 * The places of the forms with product lines (customs, Saudi): the lines' models and brands, and the factory party's
 * name (in Chinese or English).
 */
export const PRODUCT_LINES_COVERED: CoveredPlaces = {
  models: [{ list: 'products', key: 'model' }],
  brands: [{ list: 'products', key: 'brand' }],
  factories: [{ field: 'parties.factory.company_name' }, { field: 'parties.factory.english_name' }],
};

/**
 * The models, brands and factory on the application against the CB certificates and test reports it attaches from
 * the vault (their declared data: ctx.vaultDocument; a document that declares nothing of a kind says nothing of it):
 * `document.model` (block: a model the report does not cover is refused by the certification body, the fee with it),
 * `document.brand` and `document.factory` (warn: the vault's declared brands and factories are the customer's own
 * summary of the document, often shortened, so a mismatch is shown, not refused).
 */
export const reliedOnRules = (places: CoveredPlaces): FormCheck[] => [
  coverRule({ id: 'document.model', severity: 'block', declared: 'covers', message: 'consistency.documentModel' }, places.models),
  coverRule({ id: 'document.brand', severity: 'warn', declared: 'brands', message: 'consistency.documentBrand' }, places.brands),
  coverRule({ id: 'document.factory', severity: 'warn', declared: 'factories', message: 'consistency.documentFactory', eitherWay: true }, places.factories),
];
