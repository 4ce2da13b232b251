/** A unique index refused the write (PostgreSQL 23505), as node-postgres or PGlite report it through drizzle. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
