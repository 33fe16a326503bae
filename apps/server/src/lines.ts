/**
 * The line modules of the server, registered with the application engine's extension points
 * (modules/applications/extensions.ts) when the app is built. A new line with its own staff work, detail fields,
 * document rows, routes or jobs adds its module's `extension.ts` and one row here; the engine does not change.
 */
import { lineExtensions, type LineExtension } from './modules/applications/extensions.js';
import { auditLine } from './modules/audit/extension.js';
import { euTypeLine } from './modules/euType/extension.js';
import { inspectionLine } from './modules/inspection/extension.js';
import { samplesLine } from './modules/samples/extension.js';
import { testingLine } from './modules/testing/extension.js';

export const LINE_MODULES: readonly LineExtension[] = [inspectionLine, samplesLine, testingLine, auditLine, euTypeLine];

/** Registers every line module (idempotent: a second app built in the same process replaces the same rows). */
export function registerLines(): readonly LineExtension[] {
  for (const line of LINE_MODULES) lineExtensions.register(line);
  return lineExtensions.all();
}
