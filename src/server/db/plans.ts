/**
 * Statements planned with each run's values. A named statement gets a generic plan after five runs,
 * chosen without its parameters, and two kinds of condition make that plan wrong for some values:
 * - a pattern match (customer and reference search, pg_trgm indexes): the generic plan scans every row
 *   of the business instead of using the index, 100 times slower at a million payments;
 * - a range over a parameter (a date range, an amount range): the generic plan guesses that any range
 *   holds half a percent of the rows. For a list over the whole history it then reads and sorts every
 *   payment of the business to show twenty (348 ms at a million payments) where the plan made for
 *   the range walks the index backwards and stops after twenty (3 ms).
 * Such statements run unnamed, which PostgreSQL always plans with the values (under a millisecond);
 * all others (the session lookup, reads by id) are prepared once per connection.
 */
const PATTERN_MATCH = /\b(I?LIKE|SIMILAR\s+TO)\b/i;
/** `>= $1`, `< $2`, `BETWEEN $3`: not `<> $1`, which is no range. */
const RANGE_OVER_PARAMETER = /(?<![<>!])[<>]=?\s*\$\d|\bBETWEEN\s+\$\d/i;

/** On PostgreSQL (the engine for large businesses): pattern matches and ranges. */
export const plannedEachRun = (text: string): boolean => PATTERN_MATCH.test(text) || RANGE_OVER_PARAMETER.test(text);

/**
 * On PGlite (the embedded engine, one merchant's data): pattern matches only. Planning in WebAssembly
 * Postgres is slow: planning ranges each run too cost 17 % of the load test's throughput (368 against
 * 445 req/s, three runs each), and over a single merchant's history a range's generic plan costs
 * milliseconds, not the hundreds it costs at a million payments.
 */
export const plannedEachRunOnPglite = (text: string): boolean => PATTERN_MATCH.test(text);
