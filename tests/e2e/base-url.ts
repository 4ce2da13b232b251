// E2E_PORT lets several checkouts' builds run their journeys side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The run's seeded data directory (tests/e2e/seeded-server.mjs), from the repository's root: the journeys'
 * server and every private server start on a copy of it.
 */
export const SEEDED_DATA_DIR = `.tmp/e2e-seeded-${E2E_PORT}`;
