/**
 * The consistency check at submit (issue 31, docs/consistency.md): the form's consistency rules (packages/shared,
 * the same `findingsOf` the web form runs as the customer types) on the parsed payload, with what only the database
 * knows: the HS table's subheadings, whether a referenced number is one of the organisation's own applications or
 * certificates, and the declared data (models, brands, factories) of the vault documents the attachments reference.
 * Blocking findings refuse the submission with a 400 whose data lists them (rule, severity, field path, the fields
 * compared, the message in the caller's language); warnings are answered with the submitted application.
 */
import {
  blockingOf,
  FORM_DECLARATIONS,
  findingOut,
  findingsOf,
  PORTAL_APPLICATION_NO,
  PORTAL_CERTIFICATE_NO,
  warningsOf,
  type ApplicationForm,
  type CheckContext,
  type FindingOut,
  type Locale,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { consistencyRepo } from './consistencyRepo.js';
import { AppError } from '../../platform/errors.js';
import { hsKnowledge } from '../hs/known.js';

/** What the rules ask the database about, gathered by a first run that answers "not known" to everything. */
function questionsOf(form: ApplicationForm, payload: Record<string, unknown>) {
  const codes = new Set<string>();
  const references = new Set<string>();
  const documents = new Set<number>();
  findingsOf(FORM_DECLARATIONS[form], payload, {
    hsKnown: (code) => void codes.add(code),
    ownReference: (_kind, no) => void references.add(no),
    vaultDocument: (id) => void documents.add(id),
  });
  return { codes: [...codes], references: [...references], documents: [...documents] };
}

/** The numbers among `refs` that name one of `ownerId`'s applications (by RFC number) or certificates (by number). */
async function ownNumbers(t: Tx, ownerId: number, refs: string[]): Promise<Set<string>> {
  const own = new Set<string>();
  for (const no of refs) {
    const mine = PORTAL_CERTIFICATE_NO.test(no)
      ? await consistencyRepo.ownsCertificate(t, ownerId, no)
      : PORTAL_APPLICATION_NO.test(no) && (await consistencyRepo.ownsApplication(t, ownerId, no));
    if (mine) own.add(no);
  }
  return own;
}

/** The database's answers for the rules (whether an HS code is known: the one definition, hs/known.ts). */
async function contextOf(t: Tx, ownerId: number, form: ApplicationForm, payload: Record<string, unknown>): Promise<CheckContext> {
  const q = questionsOf(form, payload);
  const hsKnown = await hsKnowledge(t as unknown as Db, q.codes);
  const own = await ownNumbers(t, ownerId, q.references);
  const declared = new Map((await consistencyRepo.vaultDeclared(t, ownerId, q.documents)).map((d) => [d.id, d]));
  return {
    hsKnown,
    ownReference: (_kind, no) => own.has(no),
    vaultDocument: (id) => declared.get(id),
  };
}

/**
 * Runs the form's consistency rules on a payload being submitted: throws the 400 of the blocking findings (nothing
 * is written: the submit's transaction rolls back), else answers the warnings in the caller's language.
 */
export async function checkConsistency(t: Tx, ownerId: number, form: string, payload: Record<string, unknown>, locale: Locale): Promise<FindingOut[]> {
  const decl = FORM_DECLARATIONS[form as ApplicationForm];
  if (!decl?.checks?.some((c) => c.id)) return [];
  const findings = findingsOf(decl, payload, await contextOf(t, ownerId, form as ApplicationForm, payload));
  const blocking = blockingOf(findings).map((f) => findingOut(f, locale));
  if (blocking.length) throw new AppError(400, blocking[0]!.message, {}, blocking);
  return warningsOf(findings).map((f) => findingOut(f, locale));
}
