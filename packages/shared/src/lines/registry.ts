/**
 * THE registry of business lines: one row per line folder. Everything that lists lines is derived from it
 * (the forms and their declarations, the work steps, the lines' own transitions and policy rows, what they
 * issue and how long it is valid, their numbering; lines/derive.ts adds routes, menu, form screens and seeds).
 * A new line is a folder and a row here.
 */
import { CERT_VALID_MONTHS, type NoticeEventKind } from '../constants.js';
import { WORK_STEPS, type ProcessStep, type TransitionAction } from '../lifecycleSteps.js';
import { auditLine } from './audit/index.js';
import { cbLine } from './cb/index.js';
import { communicationLine } from './communication/index.js';
import { customsLine } from './customs/index.js';
import { entrustedLine } from './entrusted/index.js';
import { gccLine } from './gcc/index.js';
import { nbLine } from './nb/index.js';
import { saudiLine } from './saudi/index.js';
import { testingLine } from './testing/index.js';
import type { LineDefinition, LineFeeRule, LinePolicyRow, LineTransitionRule } from './types.js';
import { mergeLineRows } from './merge.js';
import { mergePolicyRows, type MergedPolicyRow } from './policyRows.js';
import type { FollowOnRule } from './followOns.js';
import { GENERAL_KEPT_SINCE_STEPS, type KeptSinceStep } from './cancellation.js';
import { expiryAfter, periodOf, type Validity } from './validity.js';

export const LINE_REGISTRY = [customsLine, saudiLine, entrustedLine, nbLine, communicationLine, testingLine, gccLine, cbLine, auditLine] as const;

/** The application forms, one per line, in registry order. */
export type ApplicationForm = (typeof LINE_REGISTRY)[number]['form'];
export const APPLICATION_FORMS = LINE_REGISTRY.map((l) => l.form) as unknown as readonly [ApplicationForm, ...ApplicationForm[]];

const BY_FORM = new Map<string, LineDefinition>(LINE_REGISTRY.map((l) => [l.form, l]));
/** The line of a form (undefined for a form no line declares). */
export const lineOf = (form: string | null | undefined): LineDefinition | undefined => (form ? BY_FORM.get(form) : undefined);

/** The process of each line: the work steps staff move an application through with `advance`. */
export const LINE_WORK_STEPS: Readonly<Record<string, readonly ProcessStep[]>> = Object.fromEntries(
  LINE_REGISTRY.filter((l) => l.workSteps.length > 0).map((l) => [l.form, l.workSteps.map((s) => s.step)]),
);
export const workStepsOf = (form: string | undefined): readonly ProcessStep[] => (form && LINE_WORK_STEPS[form]) || WORK_STEPS;
/** Every step staff may name in `advance` (the general steps and every line's); the line's own list then decides (409). */
export const ADVANCE_STEPS: readonly ProcessStep[] = [...new Set([...WORK_STEPS, ...Object.values(LINE_WORK_STEPS).flat()])];
/** The step each line's step suggests after it (the step dialog preselects it). */
export const LINE_NEXT_STEP: Readonly<Record<string, Partial<Record<ProcessStep, ProcessStep | null>>>> = Object.fromEntries(
  LINE_REGISTRY.map((l) => [l.form, Object.fromEntries(l.workSteps.map((s) => [s.step, s.next]))]),
);
/** The step to suggest after `step` for `form`: the line's own, else the next of its work steps (the first when outside them). */
export function suggestedNextStep(form: string | undefined, step: ProcessStep): ProcessStep | null {
  const own = form ? LINE_NEXT_STEP[form]?.[step] : undefined;
  if (own !== undefined) return own;
  return workStepsOf(form)[0] ?? null;
}

type KeysOf<T> = T extends unknown ? keyof T : never;
type StepsOf<L> = L extends { steps: readonly (infer S)[] } ? S : never;
/** The process steps the lines add to the general ones (their `steps`). */
export type LineProcessStep = StepsOf<(typeof LINE_REGISTRY)[number]> & string;
/** The lifecycle actions of the lines' own (their `transitions`). */
export type LineTransitionAction = KeysOf<(typeof LINE_REGISTRY)[number]['transitions']> & string;
/** The lines' steps in registry order, each once (lifecycle.ts puts them among the general ones: PROCESS_STEPS). */
export const LINE_PROCESS_STEPS: readonly LineProcessStep[] = [...new Set(LINE_REGISTRY.flatMap((l) => l.steps as readonly LineProcessStep[]))];
/**
 * The lines' own transitions, one row per action for the lines naming it (a row several lines have is one shared row,
 * lines/transitionRows.ts; two lines declaring one action differently throw): lifecycle.ts adds them to LIFECYCLE_RULES.
 */
export const LINE_TRANSITION_RULES = mergeLineRows(
  'lifecycle transition',
  'lines/transitionRows.ts',
  LINE_REGISTRY.map((l) => ({ form: l.form, rows: l.transitions as Readonly<Record<string, LineTransitionRule>> })),
) as Record<LineTransitionAction, { row: LineTransitionRule; forms: readonly string[] }>;
/** The lines' actions in registry order (lifecycle.ts puts them among the general ones: TRANSITION_ACTIONS). */
export const LINE_TRANSITION_ACTIONS = Object.keys(LINE_TRANSITION_RULES) as LineTransitionAction[];
/** The lines whose own transition `action` is (the lifecycle rule allows it for these forms only). */
export const formsWithTransition = (action: TransitionAction): readonly string[] =>
  (LINE_TRANSITION_RULES as Partial<Record<TransitionAction, { forms: readonly string[] }>>)[action]?.forms ?? [];
/**
 * The lines whose cancellation rule lets an application in processing be cancelled at any step (their `cancellation`
 * `inWork: 'anyStep'`, lines/cancellation.ts): the lifecycle's `cancel` starts from processing for these forms only.
 */
export const CANCEL_IN_WORK_FORMS: readonly string[] = LINE_REGISTRY.filter((l) => l.cancellation.inWork === 'anyStep').map((l) => l.form);
/**
 * Every step a kept fee is named from (the cancellation preview's `since`): the general ones, then the lines' own steps
 * their cancellation rules name (entrusted inspection's and the factory audit's visit and report), each once.
 */
export const KEPT_SINCE_STEPS = [
  ...new Set<KeptSinceStep>([
    ...GENERAL_KEPT_SINCE_STEPS,
    ...LINE_REGISTRY.flatMap((l) => l.cancellation.keep.flatMap((k) => k.once.flatMap((m) => (typeof m === 'string' ? [m] : [])))),
  ]),
] as unknown as readonly [KeptSinceStep, ...KeptSinceStep[]];
/** The notice each line sends on a transition in its own words (its `transitionNotices`), by transition and form. */
export const LINE_NOTICES: Readonly<Partial<Record<TransitionAction, Readonly<Record<string, NoticeEventKind>>>>> = LINE_REGISTRY.reduce<
  Partial<Record<TransitionAction, Record<string, NoticeEventKind>>>
>((all, l) => {
  for (const [action, notice] of Object.entries(l.transitionNotices as Readonly<Partial<Record<TransitionAction, NoticeEventKind>>>))
    if (notice) (all[action as TransitionAction] ??= {})[l.form] = notice;
  return all;
}, {});
/** The action names of the lines' staff policy rows. */
export type LinePolicyAction = KeysOf<(typeof LINE_REGISTRY)[number]['policyRows']> & string;
/**
 * The lines' staff policy rows (staff/policy.ts spreads them into STAFF_POLICY), each for the applications of the
 * lines naming it, in the lines' order (lines/policyRows.ts merges them; two lines declaring one action differently throw).
 */
export const LINE_POLICY_ROWS = mergePolicyRows(
  LINE_REGISTRY.map((l) => ({ form: l.form, policyRows: l.policyRows as Readonly<Record<string, LinePolicyRow>> })),
) as Record<LinePolicyAction, MergedPolicyRow>;
/** A fee rule as fee_rules stores it: an instant quote applies to its type, an express surcharge to its line's form. */
export interface FeeRuleSeed {
  code: string;
  kind: LineFeeRule['kind'];
  applicationType: string;
  percent: string;
  min: string;
  max: string;
  currency: string;
}
/** The fee rules every line starts with (the reference seed inserts those missing; staff change them later). */
export const LINE_FEE_RULES: readonly FeeRuleSeed[] = LINE_REGISTRY.flatMap((l) =>
  (l.fees as readonly LineFeeRule[]).map(({ code, kind, percent, min, max, currency, ...r }) => ({
    code,
    kind,
    applicationType: 'type' in r ? r.type : l.form,
    percent,
    min,
    max,
    currency,
  })),
);
/** Lines that issue a report, not a certificate (they issue through issue_report). */
export const REPORT_FORMS: readonly string[] = LINE_REGISTRY.filter((l) => l.issues.kind === 'report').map((l) => l.form);
/**
 * The validity of what an application of this form and type is issued (lines/validity.ts): a report's is null (no
 * expiry); a type its line does not name (none today: registry.types.test.ts) keeps the general CERT_VALID_MONTHS.
 */
export function validityOf(form: string | null | undefined, type: string | null | undefined): Validity {
  const issues = lineOf(form)?.issues;
  if (!issues || issues.kind === 'report') return issues ? null : { months: CERT_VALID_MONTHS };
  const own = type ? (issues.validity as Readonly<Record<string, Validity>>)[type] : undefined;
  return own === undefined ? { months: CERT_VALID_MONTHS } : own;
}
/** Whether the line's certificates take a route: the validity of one of its types depends on it (the Kenya PVoC's A, B, C). */
export function takesRoute(form: string | null | undefined): boolean {
  const issues = lineOf(form)?.issues;
  if (!issues || issues.kind === 'report') return false;
  return Object.values(issues.validity as Readonly<Record<string, Validity>>).some((v) => v !== null && 'byRoute' in v);
}
/** The expiry date of what is issued on `issueDate` for this form, type and route (null: it does not expire). */
export const expiryOf = (app: { form?: string | null; type?: string | null; route?: string | null }, issueDate: string): string | null =>
  expiryAfter(issueDate, periodOf(validityOf(app.form, app.type), app.route));
/** The follow-ons a certificate of this form and type offers (lines/followOns.ts), as its line declares them. */
export const followOnRulesOf = (form: string | null | undefined, type: string | null | undefined): readonly FollowOnRule[] =>
  (type && (lineOf(form)?.followOns as Readonly<Record<string, readonly FollowOnRule[]>> | undefined)?.[type]) || [];
/** The first part of the line's application numbers (RFC unless the line says otherwise). */
export const numberPrefixOf = (form: string | null | undefined): string => lineOf(form)?.numberPrefix ?? 'RFC';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type ApiOf = (typeof LINE_REGISTRY)[number]['api'];
/** The keys the lines add to the application detail, with their schemas (schemas/applications.ts extends the detail with them). */
export const LINE_DETAIL_SHAPE = Object.assign({}, ...LINE_REGISTRY.map((l) => l.api.detail)) as UnionToIntersection<ApiOf['detail']>;
/** The history actions the lines have of their own, besides the lifecycle's transitions. */
export const LINE_HISTORY_ACTIONS: readonly string[] = LINE_REGISTRY.flatMap((l) => l.api.historyActions);
/** A line's certificate fields (its `api.certificateFields`), as declared. */
export type LineCertificateFields = Extract<ApiOf['certificateFields'], { key: string }>;
/** The lines' certificate fields (schemas/applications.ts adds them to the issue body, schemas/trust.ts to the certificate detail). */
export const LINE_CERTIFICATE_FIELDS = LINE_REGISTRY.flatMap((l) => (l.api.certificateFields ? [l.api.certificateFields] : [])) as LineCertificateFields[];
