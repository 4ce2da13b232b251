// E2E_PORT lets several checkouts' builds run their journeys side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
