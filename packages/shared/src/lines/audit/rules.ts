/**
 * The factory audit's shared rules: how many man-days an audit takes from the factory's headcount (the form shows
 * it, the server quotes from it), and what a report's rating asks for next.
 */
export const AUDIT_TYPES = ['audit_quality', 'audit_technical', 'audit_social'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];
/** The social-compliance standards a social audit follows. */
export const SOCIAL_STANDARDS = ['amfori_bsci', 'smeta_2_pillar', 'smeta_4_pillar', 'sa8000_pre'] as const;
export const ANNOUNCEMENTS = ['announced', 'semi_announced', 'unannounced'] as const;
export const AUDIT_REPORT_LANGUAGES = ['zh', 'en', 'zh_en'] as const;
/** Largest headcount the form takes (a bigger site is audited as several). */
export const MAX_HEADCOUNT = 100_000;
/** A semi-announced audit happens within a window of this many days at most. */
export const MAX_WINDOW_DAYS = 30;

/**
 * Man-days by headcount (business-lines.md, "Factory audit"): up to 100 workers 1 day, 101-500 2 days, 501-1,000
 * 3 days, and one more day for every further 1,000 workers or part of it. Null for no (or a nonsensical) headcount.
 */
export function auditManDays(headcount: unknown): number | null {
  if (typeof headcount !== 'number' || !Number.isInteger(headcount) || headcount < 1 || headcount > MAX_HEADCOUNT) return null;
  if (headcount <= 100) return 1;
  if (headcount <= 500) return 2;
  if (headcount <= 1000) return 3;
  return 3 + Math.ceil((headcount - 1000) / 1000);
}

/** Ratings: A-E for the graded standards (BSCI's A best); pass/fail for the quality and technical audits. */
export const AUDIT_RATINGS = ['A', 'B', 'C', 'D', 'E', 'pass', 'fail'] as const;
export type AuditRating = (typeof AUDIT_RATINGS)[number];
export const ratingsOf = (type: string): readonly AuditRating[] => (type === 'audit_social' ? ['A', 'B', 'C', 'D', 'E'] : ['pass', 'fail']);
/** The ratings that ask for a follow-up audit (a linked booking) once the corrective actions are due. */
export const needsFollowUp = (rating: AuditRating): boolean => rating === 'C' || rating === 'D' || rating === 'E' || rating === 'fail';
