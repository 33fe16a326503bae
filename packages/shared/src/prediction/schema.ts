import { z } from 'zod';

/** GET /rfc/detail/{id} `prediction` (issue 32): the office dates by which half and nine in ten similar applications were done, or not enough history. */
export const predictionSchema = z.union([
  z.object({ p50: z.string(), p90: z.string(), sample: z.number().int() }),
  z.object({ insufficient: z.literal(true), sample: z.number().int() }),
]);
export type Prediction = z.infer<typeof predictionSchema>;
