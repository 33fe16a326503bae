/** The factory audit's part in the application engine (applications/extensions.ts): the audit on the detail, the report's PDF rows, its routes. */
import type { LineExtension } from '../applications/extensions.js';
import { auditReportRows } from './pdfRows.js';
import { auditRoutes } from './routes.js';
import { auditOf, auditView } from './service.js';

export const auditLine: LineExtension = {
  name: 'audit',
  appliesTo: (form) => form === 'audit',
  detail: async (db, app) => ({ factory_audit: await auditView(db, app, await auditOf(db, app.id)) }),
  document: async (db, app, locale) => {
    const order = await auditOf(db, app.id);
    return order?.rating ? { headingKey: 'audit.pdfHeading', rows: auditReportRows(app, order, locale) } : undefined;
  },
  routes: auditRoutes,
};
