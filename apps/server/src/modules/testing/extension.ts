/** Laboratory testing's part in the application engine (applications/extensions.ts): the test report on the detail and in the PDF, its routes. */
import { isExpressTurnaround } from '@tic/shared';
import type { LineExtension } from '../applications/extensions.js';
import { testReportRows } from './pdfRows.js';
import { testingRoutes } from './routes.js';
import { findTestReport, testReportView } from './service.js';

export const testingLine: LineExtension = {
  name: 'testing',
  appliesTo: (form) => form === 'testing',
  // null while the samples are tested: the detail says "no report yet" rather than leaving the field out.
  detail: async (db, app) => ({ test_report: testReportView(await findTestReport(db, app.id)) }),
  document: async (db, app, locale) => {
    const tested = testReportView(await findTestReport(db, app.id));
    return tested ? { headingKey: 'testReport.pdfHeading', rows: testReportRows(tested, locale) } : undefined;
  },
  // The turnaround the customer chose (business-lines.md: a testing turnaround chosen as express carries the surcharge).
  express: async (_db, app) => isExpressTurnaround(app.data),
  routes: testingRoutes,
};
