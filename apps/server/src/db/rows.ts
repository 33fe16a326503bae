/** The rows of a raw `db.execute(sql...)` answer (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];
