import type { MemberAction } from '@tic/shared';

/**
 * What every API route asks of a customer's membership (issue 30), by its path after /frontend/v1 or /backend/v1:
 * - `member`: the member's role in the organisation the request acts in must allow the action (memberPolicy);
 * - `staff`: a back-office route, guarded by the staff policy or a permission (a customer is refused there);
 * - `person`: the caller's own account (signing in, the person's profile, sessions) or a public route;
 * - `organisation`: the organisations module, whose routes check the member's rights themselves.
 * The first rule that matches the method and the path decides. A read no rule names is `read`; a write no rule
 * names gets `ownership` (only owners, so a route nobody classified fails safe) and the matrix test lists it.
 */
export type MemberRule =
  | {
      kind: 'member';
      action: MemberAction;
      unclassified?: true;
      /** The upload routes: a profile upload of the person's own (`?kind=avatar` …) asks no role (issue 30). */
      personalUploads?: true;
    }
  | { kind: 'staff' | 'person' | 'organisation' };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
type Methods = 'read' | 'write' | 'any';
const RULES: readonly [Methods, RegExp, MemberRule][] = [
  ['any', /^\/(?:staff|all|config|dictionary\/(?:admin|item)|hs\/import|content|policy|documents|terms|customer-admin)(?:\/|$)/, { kind: 'staff' }],
  ['any', /^\/organisations?(?:\/|$)/, { kind: 'organisation' }],
  [
    'any',
    /^\/(?:login|logout|register|customer(?:\/[^/]+)?|switch-lang|send\/code|reset-password|verify\/code|my-sessions|me|menu|permission|my-waiter|captcha|public-key|query-dictionary|docs)(?:\/|$)/,
    { kind: 'person' },
  ],
  ['any', /^\/(?:sms|qr|forgot|third|public|dev|demo|common|docs)\//, { kind: 'person' }],
  ['write', /^\/(?:kenya|saudi|iraq|nigeria)\/(?:create|rfc|lines|product|audit|cert\/draft)(?:\/|$)/, { kind: 'member', action: 'apply' }],
  ['write', /^\/additional-info\/[^/]+\/answer$/, { kind: 'member', action: 'apply' }],
  // Issue 32: a follow-on (renew, extend, next shipment, registration) makes a draft application.
  ['write', /^\/cert\/follow-on\/[^/]+$/, { kind: 'member', action: 'apply' }],
  ['write', /^\/(?:remittance|quotation|payment|invoice-info|mailing-info)(?:\/|$)/, { kind: 'member', action: 'pay' }],
  ['write', /^\/(?:upload|api\/upload)$/, { kind: 'member', action: 'documents', personalUploads: true }],
  ['write', /^\/(?:file|upload|api\/upload|uploads)(?:\/|$)/, { kind: 'member', action: 'documents' }],
  // Issue 31: the organisation's document vault.
  ['write', /^\/vault(?:\/|$)/, { kind: 'member', action: 'documents' }],
  ['write', /^\/channel\/(?:profile|file)$/, { kind: 'member', action: 'profile' }],
  // Issue 32: what the public directory shows of the company's certificates is kept by those who keep its profile.
  ['write', /^\/cert\/[^/]+\/directory$/, { kind: 'member', action: 'profile' }],
  ['write', /^\/(?:user\/tokens|webhooks)(?:\/|$)/, { kind: 'member', action: 'integrations' }],
  ['write', /^\/corner\/notify\/deal$/, { kind: 'member', action: 'read' }],
];

export function memberRuleOf(method: string, rel: string): MemberRule {
  const path = rel.split('?')[0]!;
  const read = READS.has(method);
  for (const [methods, re, rule] of RULES) {
    if (methods === 'read' && !read) continue;
    if (methods === 'write' && read) continue;
    if (re.test(path)) return rule;
  }
  return read ? { kind: 'member', action: 'read' } : { kind: 'member', action: 'ownership', unclassified: true };
}
