/** Staff roles of the back office (issue 14). A staff account may hold several. */
export const STAFF_ROLES = ['customer_service', 'acceptance_officer', 'inspector', 'reviewer', 'finance', 'issuer', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/**
 * Duties recorded on a subject, for the separation of duties: `work` (advanced a process step), `review` (sent
 * the draft certificate), `report` (recorded the inspection report), `quote` (issued a quotation of the
 * applications a remittance pays), `confirm` (confirmed the remittance).
 */
export type Duty = 'work' | 'review' | 'report' | 'quote' | 'confirm';
export const isStaffRole = (r: string): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r);

/** What the policy needs of the caller: its id, kind and the roles it holds (users.role plus users.staff_roles). */
export interface PolicyUser {
  id: number;
  kind: 'customer' | 'staff';
  roles: readonly string[];
}

/** The staff roles of a user row (its main role and the extra ones), without duplicates; none for a customer. */
export function staffRolesOf(u: { kind: string; role: string; staffRoles?: readonly string[] | null }): StaffRole[] {
  if (u.kind !== 'staff') return [];
  return [...new Set([u.role, ...(u.staffRoles ?? [])])].filter(isStaffRole);
}
