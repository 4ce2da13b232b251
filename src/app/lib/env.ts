import * as v from 'valibot';
import type { Host } from '../../contract/endpoint-def';

const BaseUrl = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), '/api');

const EnvSchema = v.object({
  VITE_API_BASE_URL: BaseUrl,
  VITE_COMPLIANCE_API_URL: BaseUrl,
  VITE_CARD_API_URL: BaseUrl,
  VITE_PROVIDER_API_URL: BaseUrl,
  VITE_CHARGEBACKS_API_URL: BaseUrl,
  VITE_FEDERATOR_API_URL: BaseUrl,
  VITE_UPLOAD_API_URL: BaseUrl,
  VITE_APP_ID: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), 'merchant-dashboard'),
});

/** Empty strings count as unset so a blank variable falls back to its default. */
function definedOnly(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''));
}

// Outside Vite (a Playwright spec reusing lib code under Node) import.meta.env is absent: the defaults hold.
const parsed = v.parse(EnvSchema, definedOnly((import.meta.env ?? {}) as Record<string, unknown>));

/** The app's configuration: the only place that reads import.meta.env. */
export const env = {
  appId: parsed.VITE_APP_ID,
  baseUrls: {
    main: parsed.VITE_API_BASE_URL,
    compliance: parsed.VITE_COMPLIANCE_API_URL,
    card: parsed.VITE_CARD_API_URL,
    provider: parsed.VITE_PROVIDER_API_URL,
    chargebacks: parsed.VITE_CHARGEBACKS_API_URL,
    federator: parsed.VITE_FEDERATOR_API_URL,
    upload: parsed.VITE_UPLOAD_API_URL,
  } satisfies Record<Host, string>,
} as const;
