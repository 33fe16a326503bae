/**
 * What an issued certificate leads to next (issue 32): renew it, extend it (models or standards added), apply for
 * the next shipment under it, or (Kenya PVoC) register the product after shipments of it under Route A. Which of
 * these a certificate offers is declared by its line, per application type (lines/<line>/index.ts `followOns`); the
 * rules below only read the declaration, the certificate's shown status and the organisation's history.
 */
import type { CERTIFICATE_STATUSES } from '../constants.js';

export const FOLLOW_ON_KINDS = ['renew', 'extend', 'next_shipment', 'registration'] as const;
export type FollowOnKind = (typeof FOLLOW_ON_KINDS)[number];

/** A value the draft gets that is not copied: the origin certificate's number. */
export type FollowOnValue = { from: 'certificate_no' } | string;

/**
 * One follow-on a certificate of an application type offers. Paths are dotted paths into the application's payload
 * (`general`, `kenya.route`; a list such as `products` as a whole). What `copy` names is copied from the origin
 * application; what `fresh` names must be given anew and is left empty, even inside a copied section (`general` copied,
 * `general.inspection_date` fresh); anything named in neither is not copied either.
 */
export interface FollowOnRule<C extends string = string> {
  kind: FollowOnKind;
  /** The certificate routes it is offered for (Kenya PVoC: null is a certificate without a route); absent: every route. */
  routes?: readonly (string | null)[];
  /** The draft's application type; absent: the origin's. */
  type?: C;
  copy: readonly string[];
  fresh: readonly string[];
  /** Values the draft is given (the origin's number where the form asks for the certificate it extends). */
  set?: Readonly<Record<string, FollowOnValue>>;
  /** Offered only once the organisation has had this many certificates of the same product under this rule's routes. */
  minShipments?: number;
}

/** A line's follow-ons per application type (a type left out offers none). */
export type LineFollowOns<C extends string = string> = Readonly<Partial<Record<C, readonly FollowOnRule<C>[]>>>;

/** The certificate as the rules read it: its shown status (the list's), expiry date and route. */
export interface FollowOnCertificate {
  status: (typeof CERTIFICATE_STATUSES)[number];
  expiry_date: string | null;
  route: string | null;
}

/** What the organisation did before: how many certificates of the same product (HS code, brand, model) it holds under the same rule's routes. */
export interface FollowOnHistory {
  sameProductShipments: number;
}

/** Why a follow-on is refused (an i18n key of the renewals domain). */
export type FollowOnRefusal =
  | 'renewals.refused.notOffered'
  | 'renewals.refused.withdrawn'
  | 'renewals.refused.suspended'
  | 'renewals.refused.superseded'
  | 'renewals.refused.noExpiry'
  | 'renewals.refused.notValid'
  | 'renewals.refused.fewShipments';

const STATUS_REFUSAL: Partial<Record<FollowOnCertificate['status'], FollowOnRefusal>> = {
  withdrawn: 'renewals.refused.withdrawn',
  revoked: 'renewals.refused.withdrawn',
  suspended: 'renewals.refused.suspended',
  superseded: 'renewals.refused.superseded',
};

/** The refusal of one rule for the certificate, or null when it is offered. */
function ruleRefusal(rule: FollowOnRule, cert: FollowOnCertificate, history: FollowOnHistory): FollowOnRefusal | null {
  const byStatus = STATUS_REFUSAL[cert.status];
  if (byStatus) return byStatus;
  if (rule.kind === 'renew' && !cert.expiry_date) return 'renewals.refused.noExpiry';
  // An extension changes a certificate in force; an expired one is renewed instead.
  if (rule.kind === 'extend' && cert.status !== 'valid') return 'renewals.refused.notValid';
  if (rule.minShipments !== undefined && history.sameProductShipments < rule.minShipments) return 'renewals.refused.fewShipments';
  return null;
}

const routeFits = (rule: FollowOnRule, cert: FollowOnCertificate) => !rule.routes || rule.routes.includes(cert.route);

/**
 * The follow-on a certificate offers for `kind`, or why not: the first rule of that kind whose routes fit decides
 * (none: not offered).
 */
export function followOnFor(
  rules: readonly FollowOnRule[] | undefined,
  kind: FollowOnKind,
  cert: FollowOnCertificate,
  history: FollowOnHistory,
): { rule: FollowOnRule } | { refused: FollowOnRefusal } {
  const rule = (rules ?? []).find((r) => r.kind === kind && routeFits(r, cert));
  if (!rule) return { refused: 'renewals.refused.notOffered' };
  const refused = ruleRefusal(rule, cert, history);
  return refused ? { refused } : { rule };
}

/** The follow-ons a certificate offers now, in the order its line declares them. */
export function followOnsOf(rules: readonly FollowOnRule[] | undefined, cert: FollowOnCertificate, history: FollowOnHistory): FollowOnKind[] {
  const kinds = [...new Set((rules ?? []).map((r) => r.kind))];
  return kinds.filter((k) => 'rule' in followOnFor(rules, k, cert, history));
}

/** Whether a rule needs the organisation's history (the server counts it only then). */
export const needsHistory = (rules: readonly FollowOnRule[] | undefined) => (rules ?? []).some((r) => r.minShipments !== undefined);

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

function getAt(o: Record<string, unknown>, path: string): unknown {
  let cur: unknown = o;
  for (const k of path.split('.')) {
    if (!cur || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

function setAt(o: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let cur = o;
  for (const k of keys.slice(0, -1)) {
    const next = cur[k];
    cur = cur[k] = next && typeof next === 'object' && !Array.isArray(next) ? { ...(next as Record<string, unknown>) } : {};
  }
  cur[keys[keys.length - 1]!] = value;
}

function deleteAt(o: Record<string, unknown>, path: string) {
  const keys = path.split('.');
  const parent = keys.length === 1 ? o : getAt(o, keys.slice(0, -1).join('.'));
  if (parent && typeof parent === 'object' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[keys[keys.length - 1]!];
}

/**
 * The body of the follow-on draft: the origin's payload at the copied paths (deep copies), the fresh paths removed,
 * the rule's values set; with the copied paths that had a value and the paths the customer must give.
 */
export function followOnDraft(
  rule: FollowOnRule,
  origin: { type: string; payload: Record<string, unknown>; certNo: string },
): { body: Record<string, unknown>; copied: string[]; toProvide: string[] } {
  const body: Record<string, unknown> = {};
  const copied: string[] = [];
  for (const path of rule.copy) {
    const v = getAt(origin.payload, path);
    if (isEmpty(v)) continue;
    setAt(body, path, structuredClone(v));
    copied.push(path);
  }
  for (const path of rule.fresh) deleteAt(body, path);
  for (const [path, v] of Object.entries(rule.set ?? {})) setAt(body, path, typeof v === 'string' ? v : origin.certNo);
  return { body: { ...body, application_type: rule.type ?? origin.type }, copied, toProvide: [...rule.fresh] };
}

/** A product as the registration counts it: HS code, brand and model (trimmed, case-insensitive). */
export const productKeyOf = (p: { hs_code?: unknown; brand?: unknown; model?: unknown }): string | null => {
  const part = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');
  const [hs, brand, model] = [part(p.hs_code).replace(/[.\s-]/g, ''), part(p.brand), part(p.model)];
  return hs && (brand || model) ? `${hs}|${brand}|${model}` : null;
};

/** The rule of a follow-on a draft was made with (its kind and the origin's route), for the draft's origin banner. */
export const followOnRuleOf = (rules: readonly FollowOnRule[] | undefined, kind: FollowOnKind, route: string | null): FollowOnRule | undefined =>
  (rules ?? []).find((r) => r.kind === kind && routeFits(r, { status: 'valid', expiry_date: null, route }));

/**
 * The i18n keys that may name a declared path in the draft's origin banner, first found wins: the application's
 * title; a section by the form's own heading, the shared one, the renewals domain's; a field by the form's own label,
 * the shared one, the common one (the same order as the form's own headings and labels).
 */
export function followOnPathKeys(form: string, path: string): string[] {
  if (path === 'title') return ['renewals.title_field'];
  const [section, field] = path.split('.');
  if (!field) return [`forms.${form}.section.${section}`, `applications.section.${section}`, `renewals.section.${section}`];
  return [`forms.${form}.field.${field}`, `applications.field.${field}`, `field.${field}`];
}
