import type { TFunction } from 'i18next';
import { profileGateHasOwnPart, profileGateLines, wordProfileGateLine, type CustomerProfile } from '@tic/shared';

/**
 * What the profile still lacks before applying, worded for the page (the rule and its lines: packages/shared
 * profileGate.ts, which the server's 400 words too). `actions`: the member's actions in the organisation acted in
 * (GET /organisations/current), whose `profile` says whether they may keep the company's part; unknown, the
 * profile's own answer (company_editable) says it.
 */
export function profileGateOf(p: Pick<CustomerProfile, 'missing' | 'company_editable'>, actions: readonly string[] | undefined, t: TFunction) {
  const mayCompany = actions ? actions.includes('profile') : p.company_editable;
  return {
    messages: profileGateLines(p.missing, mayCompany).map((line) =>
      wordProfileGateLine(
        line,
        (key, params) => t(key, params),
        (field) => t(`field.${field}`),
      ),
    ),
    /** Something for the member to fill in on "My profile" (else only an owner or administrator can). */
    ownPart: profileGateHasOwnPart(p.missing, mayCompany),
  };
}
