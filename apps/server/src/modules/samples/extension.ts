/** The sample loop's part in the application engine (applications/extensions.ts): every form that sends samples shows them on its detail; its routes. */
import { sendsSamples } from '@tic/shared';
import type { LineExtension } from '../applications/extensions.js';
import { samplesRoutes } from './routes.js';
import { retentionOf, sampleOrders } from './view.js';

export const samplesLine: LineExtension = {
  name: 'samples',
  appliesTo: sendsSamples,
  detail: async (db, app) => {
    // null until staff ask for the samples.
    const samples = (await sampleOrders(db, [app])).get(app.id) ?? null;
    return { samples, sample_retention: retentionOf(app, samples) };
  },
  routes: samplesRoutes,
};
