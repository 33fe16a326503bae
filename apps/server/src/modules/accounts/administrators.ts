import { emailSchema, loginNameSchema, passwordSchema, translate } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../platform/passwords.js';
import { isCommonPassword } from './passwords.js';
import { accountsRepo } from './repo.js';

/**
 * The first staff administrator of a new installation, and a new password for a staff account (issue 34): what
 * `npm run admin` calls (src/admin/cli.ts). The rules are the product's: the shared username, e-mail and password
 * schemas and the common-password list. Answers say what happened in English (an operator's console).
 */
export type AdminOutcome = { ok: true; changed: boolean; message: string } | { ok: false; message: string };

const firstProblem = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : translate('en', r.error!.issues[0]!.message));

export function passwordProblem(password: string): string | null {
  const shape = firstProblem(passwordSchema.safeParse(password));
  if (shape) return shape;
  return isCommonPassword(password) ? translate('en', 'validation.commonPassword') : null;
}

export async function createAdministrator(db: Db, input: { username: string; email: string; name?: string; password: string }): Promise<AdminOutcome> {
  const bad = firstProblem(loginNameSchema.safeParse(input.username)) ?? firstProblem(emailSchema.safeParse(input.email)) ?? passwordProblem(input.password);
  if (bad) return { ok: false, message: bad };
  const existing = await accountsRepo.userByUsername(db, input.username);
  // Nothing changes when the account is there: running the command twice (a deploy script) is harmless.
  if (existing) return { ok: true, changed: false, message: `The account "${existing.username}" already exists; nothing was changed.` };
  await accountsRepo.insertUser(db, {
    username: input.username.trim(),
    passwordHash: await hashPassword(input.password),
    kind: 'staff',
    role: 'admin',
    name: input.name?.trim() || input.username.trim(),
    email: input.email.trim(),
    lang: 'en',
  });
  return { ok: true, changed: true, message: `Staff administrator "${input.username.trim()}" created; sign in at /login.` };
}

export async function resetStaffPassword(db: Db, input: { username: string; password: string }): Promise<AdminOutcome> {
  const bad = passwordProblem(input.password);
  if (bad) return { ok: false, message: bad };
  const user = await accountsRepo.userByUsername(db, input.username);
  // Customers reset their own password (codes to their contact); this command is for staff only.
  if (!user || user.kind !== 'staff') return { ok: false, message: `No staff account "${input.username}".` };
  await accountsRepo.updateUser(db, user.id, { passwordHash: await hashPassword(input.password) });
  return { ok: true, changed: true, message: `The password of "${user.username}" was changed; its open sessions stay until they expire or sign out.` };
}
