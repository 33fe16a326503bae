/**
 * A line's own form and address for an action it shares with other lines (the factory audit's report is rated,
 * its quotation counts man-days, its actions are posted under /staff/audit/{id}/). Every other action is
 * ACTION_FORMS' and actionPath's.
 */
import { auditReportBody, plusDays, ratingsOf, todayIso, type StaffApplication } from '@tic/shared';
import { ACTION_FORMS, actionPath, type ActionContext, type ActionForm } from './actionForms';

type SchemaLike = NonNullable<ActionForm['schema']>;
interface LineActions {
  forms: (app: StaffApplication) => Record<string, ActionForm>;
  paths: Record<string, string>;
}
const inDays = (n: number) => plusDays(todayIso(), n);
const quote = ACTION_FORMS.quote!;

const LINE_ACTIONS: Record<string, LineActions> = {
  audit: {
    forms: (app) => ({
      confirm_date: { ...ACTION_FORMS.confirm_date!, fields: [{ name: 'date', kind: 'date', label: 'audit.panel.confirmedDate' }] },
      // Quoted by the man-days of the headcount (auditManDays) at the day rate.
      quote: {
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
      },
      record_report: {
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
      },
    }),
    paths: { confirm_date: 'confirm-date', record_report: 'report', issue_report: 'issue-report' },
  },
};

/** The form an action asks for on this application (undefined: sent at once). */
export const actionFormOf = (action: string, ctx: ActionContext): ActionForm | undefined =>
  LINE_ACTIONS[ctx.app.form]?.forms(ctx.app)[action] ?? ACTION_FORMS[action];

/** Where an action on this application is posted. */
export function lineActionPath(action: string, ctx: ActionContext): string {
  const own = LINE_ACTIONS[ctx.app.form]?.paths[action];
  return own ? `/staff/${ctx.app.form}/${ctx.app.id}/${own}` : actionPath(action, ctx);
}
