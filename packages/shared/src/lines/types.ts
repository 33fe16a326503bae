/**
 * What a business line IS: every part the rest of the code asks about, in one typed object per line folder
 * (lines/<line>/index.ts). Each part is required (a line with nothing to say writes an empty list or null,
 * so forgetting a part fails the typecheck instead of silently taking a default; lines/registry.types.test.ts
 * proves it). Only type imports here: the line folders are pure data the registry derives lists from.
 */
import type { z } from 'zod';
import type { NoticeEventKind } from '../constants.js';
import type { FormDeclaration } from '../forms/declaration.js';
import type { GeneralProcessStep, GeneralTransitionAction, ProcessStep, TransitionRule } from '../lifecycleSteps.js';
import type { Duty, StaffRole } from '../staff/roles.js';
import type { CancellationRule } from './cancellation.js';
import type { LineFollowOns } from './followOns.js';
import type { Validity } from './validity.js';

/** A name in the three languages of the portal. */
export interface Names {
  zh: string;
  en: string;
  ar: string;
}

/** One application type the line serves: its code (seeded in application_types) and its names. */
export interface LineType<C extends string = string> {
  code: C;
  names: Names;
  /** Position under the area's parent type (the chooser order the type seed writes as `sort`). */
  sort: number;
  /**
   * The row of the `rfc` dictionary (GET /common/getDictionary/rfc): its position among all lines' rows, and its
   * label when it differs from the type's name. null: the type has no dictionary row (NB/RED's umbrella type).
   */
  dictionary: { sort: number; names?: Names } | null;
}

/**
 * A screen the line opens under its area: the generic application form ('form'), the area's chooser of types
 * ('chooser'), or a screen of the line's own (the web maps each LineScreen to a component; a new one fails the
 * web typecheck until it does).
 */
export type LineScreen = 'form' | 'chooser' | 'saudiSelectType' | 'infoRequests' | 'infoRequestAnswer';

export interface LineRoute {
  /** The path under the area ('myApplication/GCCApplicationForm'); the route's key and title follow from it. */
  rel: string;
  screen: LineScreen;
  /** Starting something new: the screen opens only once the customer's profile is complete (spec section 4). */
  newApplication: boolean;
  /** The same screen also opens at rel/:id (an application, an information request). */
  withId?: { screen: LineScreen };
}

/**
 * Where the line sits in its area's menu: items put into the slot of one of the area's groups (lines/areas.ts),
 * or a group of the line's own at the area's line-group slot.
 */
export type LineMenu =
  | { kind: 'items'; group: string; rels: readonly string[] }
  | { kind: 'group'; name: string; rel: string; icon: string; rels: readonly string[] }
  | { kind: 'none' };

/** A work step staff move the application to with `advance`, and the step the step dialog suggests after it. */
export interface LineWorkStep<S extends string = string> {
  step: S;
  next: S | null;
}

/**
 * A lifecycle transition of the line's own (lifecycle.ts LIFECYCLE_RULES adds it, allowed for the applications of the
 * lines naming it): a rule of the table without the form restrictions, which the registry writes. `S`: the steps it
 * may lead to (the general ones and the line's). The steps it starts from may be another line's that shares it (a
 * shared row, lines/transitionRows.ts); lifecycle.test.ts checks they are steps. A transition several lines have is
 * one shared row they each name (two lines declaring one action differently throw when the registry loads).
 */
export type LineTransitionRule<S extends string = string> = Omit<TransitionRule<string>, 'forms' | 'fromForms' | 'exceptForms' | 'step'> & {
  step?: S;
};

/**
 * What the line issues: a certificate, with the validity of each of its application types (every type named: one
 * left out fails the typecheck; null is no expiry date), or a report (which does not expire).
 */
export type LineIssues<C extends string = string> = { kind: 'certificate'; validity: Readonly<Record<C, Validity>> } | { kind: 'report' };

/**
 * A staff policy row the line adds (lines/policyRows.ts merges the lines' rows into STAFF_POLICY, each for the
 * applications of the lines naming it): who may take it, the lifecycle transition it writes through, and the
 * policy's other checks. A row several lines have is one shared row they each name (lines/policyRows.ts).
 */
export interface LinePolicyRow<A extends string = string> {
  roles: readonly StaffRole[];
  transition: A;
  /** When the application is assigned to somebody else, only they (or an administrator) may act. */
  assigneeOnly?: boolean;
  /** Separation of duties: never by someone who did this duty on the same application. */
  separation?: Duty;
}

/**
 * A staff action the line takes its own way (apps/web/src/features/staff/components/lineActions.ts reads these):
 * posted to /staff/<form>/{id}/<path> (the line's own server module) instead of the action's shared route, and/or
 * asked for with the line's own dialog (`dialog`: the web maps each to its form; a new one fails the web typecheck
 * until it does). An action the line does not name here is asked for and posted as for every line.
 */
export interface LineStaffAction {
  path?: string;
  dialog?: LineActionDialog;
}
/** The line-specific staff dialogs the web knows (apps/web/src/features/staff/components/lineActions.ts). */
export type LineActionDialog = 'auditConfirmDate' | 'auditQuote' | 'auditReport';

/** A line's message catalogue: the same keys in the three languages (merged into the i18n catalogues). */
export interface LineMessages {
  zh_CN: Record<string, unknown>;
  en: Record<string, unknown>;
  ar: Record<string, unknown>;
}

/**
 * A fee rule the line starts with: seeded into fee_rules when missing (apps/server/src/db/seed/reference.ts, also
 * the rows migrations 0017 and 0038 wrote); staff change it later on the fee rules page, versioned, so the database
 * holds the rule in force. `instant_quote`: the fee the application form computes from the goods' value, percent
 * between a minimum and a maximum, for one application type of the line; `express_surcharge`: the surcharge of the
 * line's express bookings, one rule per currency. Amounts are decimal texts ('265.00').
 */
export type LineFeeRule<C extends string = string> =
  | { kind: 'instant_quote'; code: string; type: C; percent: string; min: string; max: string; currency: string }
  | { kind: 'express_surcharge'; code: string; percent: string; min: string; max: string; currency: string };

/**
 * A product scheme the line runs for a destination (the public scheme finder, lines/finder.ts): the application type,
 * the destinations (ISO 3166 alpha-2) whose rules ask for it and the HS chapters (1..97) of the goods it covers.
 */
export interface LineCover<C extends string = string> {
  type: C;
  destinations: readonly string[];
  chapters: readonly number[];
}

/**
 * What the line adds to the shared API schemas (schemas/applications.ts, schemas/trust.ts derive them from the
 * registry), as its server module adds it to the answers (LineExtension, apps/server/src/modules/applications/extensions.ts).
 */
export interface LineApi {
  /** Keys of the application detail (GET rfc/detail/{id}) only its applications carry (its module's `detail`; {}: none). */
  detail: Readonly<Record<string, z.ZodType>>;
  /** History actions of its own besides the lifecycle's transitions (entrusted inspection: the client's decision; []: none). */
  historyActions: readonly string[];
  /**
   * Its certificate's own fields (LineExtension.certificateFields; null: none): the key of the issue body and of the
   * certificate detail, what staff confirm at issue (`issue`, optional in the body) and what the detail answers
   * (`view`, null on other lines' certificates).
   */
  certificateFields: { key: string; issue: z.ZodType; view: z.ZodType } | null;
}

/** `S`: the steps the line adds (any line's, for a line in general); `T`: its own transitions. */
export interface LineDefinition<
  F extends string = string,
  C extends string = string,
  P extends string = string,
  S extends string = ProcessStep,
  T extends string = string,
  A extends LineApi = LineApi,
> {
  form: F;
  /** The form declaration (forms/declaration.ts): its `form` must be the line's. */
  declaration: FormDeclaration<NoInfer<F>>;
  types: readonly LineType<C>[];
  /** The line's routes under its area; the first `form` route is where its applications open (FORM_SCREENS). */
  routes: readonly LineRoute[];
  /** A line without a route of its own opens its applications at another line's form route (this rel). */
  formRoute: string;
  menu: readonly LineMenu[];
  /**
   * The process steps the line adds to the general ones (lifecycleSteps.ts), in the order staff lists show them (empty:
   * none); lines that share one each name it. PROCESS_STEPS and ProcessStep are derived from these.
   */
  steps: readonly S[];
  /** The work steps in order (empty: the general WORK_STEPS). */
  workSteps: readonly LineWorkStep<GeneralProcessStep | NoInfer<S>>[];
  /**
   * The line's own lifecycle transitions, by action name (LIFECYCLE_RULES rows restricted to the lines naming them;
   * empty: none). TRANSITION_ACTIONS and TransitionAction are derived from these.
   */
  transitions: Readonly<Record<T, LineTransitionRule<GeneralProcessStep | NoInfer<S>>>>;
  /**
   * The notice a transition sends the customer on this line's applications in the line's own words, where the
   * transition's general notice (if any) does not come first ({}: none; lifecycle.ts nextState reads LINE_NOTICES).
   */
  transitionNotices: Readonly<Partial<Record<GeneralTransitionAction | NoInfer<T>, NoticeEventKind>>>;
  /**
   * The staff policy rows the line adds, by action name, in the order the staff page shows them (empty: none): who may
   * do what on the line's applications. A row of one name holds for every line naming it, so lines that share one
   * name the same shared row (lines/policyRows.ts); an action name is never one of the general rows of STAFF_POLICY.
   */
  policyRows: Readonly<Record<P, LinePolicyRow<GeneralTransitionAction | NoInfer<T>>>>;
  /** The staff actions the line takes its own way, by action name (empty: every action as for every line). */
  staffActions: Readonly<Partial<Record<string, LineStaffAction>>>;
  /** The texts only this line has: its labels, screens, messages and notices (null: none; texts lines share stay in i18n/domains). */
  messages: LineMessages | null;
  issues: LineIssues<NoInfer<C>>;
  /**
   * What a certificate of each type leads to next (lines/followOns.ts): renew, extend, next shipment, registration,
   * with the payload paths each copies and those it leaves to be given anew ({}: none, a report's line).
   */
  followOns: LineFollowOns<NoInfer<C>>;
  /**
   * The first part of the application number, counted gap-free per prefix, country and year: RFC for the country
   * lines (RFC-KE-2026-000001), the line's own otherwise (NB-XX-2026-000001, the factory audit's AUD-CN-2026-000001).
   */
  numberPrefix: string;
  /**
   * Where the number's country comes from when the application type names none (lines/numbering.ts): dotted paths into
   * the submitted payload, `*` for each row of a list; the first path whose values name one country gives it (rows that
   * name different countries give none). Declared and none found: the number has no country part (ENT-2026-000001).
   * Absent: XX, as the lines without a country have numbered since the line prefixes (NB-XX-2026-000001).
   */
  numberCountry?: readonly string[];
  /**
   * What the public verification names (lines/publicNames.ts): dotted paths into the application's payload, `*` for each
   * row of a list; the first path with a value is the holder, the first with values gives the product (distinct values
   * joined). Absent: the exporter (else importer) and the products' descriptions, as on a certificate of conformity.
   */
  publicNames?: { holder: readonly string[]; product: readonly string[] };
  /** What it adds to the shared API schemas: detail keys, history actions, its certificate's own fields. */
  api: A;
  /**
   * What cancelling keeps once work has started (lines/cancellation.ts; before work every line is free): from the
   * general steps that have a sentence for the customer, or from the line's own `steps`.
   */
  cancellation: CancellationRule<NoInfer<S>>;
  /** The fee rules the line starts with (empty: staff quote every application of it). */
  fees: readonly LineFeeRule<NoInfer<C>>[];
  /** The product schemes it runs, by destination and HS chapter (empty: none a buyer's market asks for, e.g. audits). */
  covers: readonly LineCover<NoInfer<C>>[];
}

/** Declares a line: the literal `form` is kept so that ApplicationForm is the union of the registry's forms. */
export const defineLine = <
  const F extends string,
  const C extends string,
  const P extends string = never,
  const S extends string = never,
  const T extends string = never,
  const A extends LineApi = LineApi,
>(
  line: LineDefinition<F, C, P, S, T, A>,
): LineDefinition<F, C, P, S, T, A> => line;
