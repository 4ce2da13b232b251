/**
 * Statements planned with each run's values. A named statement gets a generic plan after five runs,
 * chosen without its parameters; for a pattern match (customer and reference search, pg_trgm indexes)
 * that plan scans every row of the business instead of using the index, 100 times slower at a million
 * payments. Such statements run unnamed (planned per run) on PGlite and PostgreSQL alike; all others
 * are prepared once per connection.
 */
export const plannedEachRun = (text: string): boolean => /\b(I?LIKE|SIMILAR\s+TO)\b/i.test(text);
