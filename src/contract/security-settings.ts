import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';
import { newPasswordField, requiredString } from './validators';

/** Change password in settings/general: the current password proves it is the user. */
export const ChangePasswordRequest = v.object({
  current_password: requiredString('Current password', 128),
  new_password: newPasswordField,
});
export type ChangePasswordRequest = v.InferInput<typeof ChangePasswordRequest>;

/** How many other sessions of the user were ended. */
export const SessionsEnded = v.object({ ended: v.number() });

/** One signed-in session of the user: where it was started, on which business, and whether it is this one. */
export const SignedInSession = v.object({
  id: v.number(),
  business_name: v.string(),
  user_agent: v.nullable(v.string()),
  ip_address: v.nullable(v.string()),
  created_at: v.string(),
  current: v.boolean(),
});
export type SignedInSession = v.InferOutput<typeof SignedInSession>;

/** The signed-in user's own security in settings/general. */
export const securityEndpoints = {
  sessions: {
    method: 'GET',
    path: 'v2/sessions',
    host: 'main',
    auth: 'account',
    response: v.array(SignedInSession),
  },
  changePassword: {
    method: 'POST',
    path: 'v2/password/change',
    host: 'main',
    auth: 'account',
    body: ChangePasswordRequest,
    response: SessionsEnded,
  },
  signOutElsewhere: {
    method: 'POST',
    path: 'v2/sessions/end-others',
    host: 'main',
    auth: 'account',
    response: SessionsEnded,
  },
} as const satisfies Record<string, EndpointDef>;
