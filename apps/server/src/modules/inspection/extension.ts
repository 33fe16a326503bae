/** Entrusted inspection's part in the application engine (applications/extensions.ts): the booking on the detail, the report's PDF rows, its routes. */
import { isExpress } from '@tic/shared';
import { calendarService, officeToday } from '../staff/calendar.js';
import type { LineExtension } from '../applications/extensions.js';
import { reportRows } from './pdfRows.js';
import { decisionView } from './decision.js';
import { inspectionRoutes } from './routes.js';
import { inspectionDateOf, inspectionOf, inspectionView } from './service.js';

export const inspectionLine: LineExtension = {
  name: 'inspection',
  appliesTo: (form) => form === 'entrusted',
  detail: async (db, app) => {
    const order = await inspectionOf(db, app.id);
    return { inspection: inspectionView(app, order, officeToday(), await calendarService.current(db), await decisionView(db, app, order)) };
  },
  document: async (db, app, locale) => {
    const order = await inspectionOf(db, app.id);
    return order?.report ? { headingKey: 'inspectionPdf.heading', rows: reportRows(order, locale) } : undefined;
  },
  cancellationDate: async (db, app) => inspectionDateOf(app, await inspectionOf(db, app.id)),
  // Booked fewer than 2 working days ahead (the stored calendar as of the submission's transaction, the office's today).
  express: async (db, app) => {
    const cal = await calendarService.fresh(db);
    return isExpress(inspectionDateOf(app, await inspectionOf(db, app.id)), officeToday(), cal);
  },
  routes: inspectionRoutes,
};
