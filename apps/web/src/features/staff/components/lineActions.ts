/**
 * A line's own form and address for an action it shares with other lines. Which actions a line takes its own way,
 * and where it posts them, is the line's (packages/shared/src/lines/<line>/index.ts `staffActions`); this file only
 * draws each line dialog the registry names (LINE_DIALOGS: a dialog a line names and this file lacks fails the
 * typecheck). Every other action is ACTION_FORMS' and actionPath's.
 */
import { auditReportBody, lineOf, plusDays, ratingsOf, todayIso, type LineActionDialog, type StaffApplication } from '@tic/shared';
import { ACTION_FORMS, actionPath, type ActionContext, type ActionForm } from './actionForms';

type SchemaLike = NonNullable<ActionForm['schema']>;
const inDays = (n: number) => plusDays(todayIso(), n);
const quote = ACTION_FORMS.quote!;

/** The dialogs of the lines' own actions (the factory audit's report is rated, its quotation counts man-days). */
const LINE_DIALOGS: Record<LineActionDialog, (app: StaffApplication) => ActionForm> = {
  auditConfirmDate: () => ({ ...ACTION_FORMS.confirm_date!, fields: [{ name: 'date', kind: 'date', label: 'audit.panel.confirmedDate' }] }),
  // Quoted by the man-days of the headcount (auditManDays) at the day rate.
  auditQuote: () => ({
    ...quote,
    fields: quote.fields.flatMap((f) =>
      f.name === 'unit_price'
        ? [
            { name: 'man_days', kind: 'count', label: 'audit.panel.manDays' },
            { ...f, label: 'audit.panel.dayRate' },
          ]
        : [f],
    ),
    initial: (ctx) => ({ ...quote.initial!(ctx), man_days: ctx.app.factory_audit?.man_days ?? 1 }),
    body: (v, ctx) => {
      const b = quote.body!(v, ctx) as { lines: { application_id: number; quantity: string }[] };
      return { ...b, lines: b.lines.map((l) => (l.application_id === ctx.app.id ? { ...l, quantity: String(v.man_days ?? 1) } : l)) };
    },
  }),
  auditReport: (app) => ({
    schema: auditReportBody as unknown as SchemaLike,
    fields: [
      { name: 'rating', kind: 'select', label: 'audit.panel.rating', options: ratingsOf(app.application_type), optionLabels: 'audit.rating' },
      { name: 'audited_on', kind: 'date', label: 'audit.panel.auditedOn' },
      { name: 'auditor', kind: 'text', label: 'audit.panel.auditor' },
      { name: 'summary', kind: 'longText', label: 'audit.panel.summary' },
      { name: 'ca_due_date', kind: 'date', label: 'audit.panel.caDueDate' },
    ],
    initial: () => ({ audited_on: inDays(0) }),
    body: (v) => ({ ...v, ca_due_date: v.ca_due_date || undefined }),
  }),
};

/** How the application's line takes this action (undefined: as every line does). */
const ownOf = (action: string, ctx: ActionContext) => lineOf(ctx.app.form)?.staffActions[action];

/** The form an action asks for on this application (undefined: sent at once). */
export function actionFormOf(action: string, ctx: ActionContext): ActionForm | undefined {
  const dialog = ownOf(action, ctx)?.dialog;
  return dialog ? LINE_DIALOGS[dialog](ctx.app) : ACTION_FORMS[action];
}

/** Where an action on this application is posted: the line's own route when it names one. */
export function lineActionPath(action: string, ctx: ActionContext): string {
  const own = ownOf(action, ctx)?.path;
  return own ? `/staff/${ctx.app.form}/${ctx.app.id}/${own}` : actionPath(action, ctx);
}
