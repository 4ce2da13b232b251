import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { MESSAGES } from '../../../contract/messages';
import { refreshSession, resolveSession, revokeSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { bySession, created, serveWithSession } from '../../session-routes';
import { actorOf, listAudits, recordClientAudit } from '../../audit';
import { AUDIT_CREATE_MESSAGES } from '../../../contract/client-audits';
import { remoteAddress } from '../../client-address';
import { ApiError } from '../../http';
import { isAdminRole } from '../../../contract/roles';
import { businesses, createTokens, login } from './login';
import { changePassword, listSessions, signOutElsewhere } from './security';
import { businessProfile, ownProfile, updateBusinessProfile, updateOwnProfile } from './general';
import {
  confirmAuthenticator,
  setEmailCodes,
  startAuthenticator,
  turnOffAuthenticator,
  twoFactorStatus,
} from './two-factor';
import { PROFILE_MESSAGES, TWO_FACTOR_MESSAGES } from '../../../contract/profile-settings';
import {
  acceptInvitation,
  collaborators,
  confirmAccount,
  requestReset,
  resendConfirmation,
  resetInfo,
  resetPassword,
  signup,
  viewInvitation,
} from './onboarding';
import {
  changeCollaboratorRole,
  inviteCollaborator,
  listInvitations,
  removeCollaborator,
  resendInvitation,
  revokeInvitation,
} from './team';

/** Access: login, account choice, session, sign-up, confirmation, reset, invitations (spec 1 §2, §4, §7). */
export function accessRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.login, (r) => login(r.db, r.body), 'Login successful');
  serveWithSession(api, endpoints.businesses, (r) => businesses(r.db, r.session, r.query.email));
  serve(api, endpoints.tokensCreate, resolveSession, async ({ deps, session, body, c }) =>
    createTokens(deps.db, session, body, {
      userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
      address: remoteAddress(c) ?? null,
    }),
  );
  serveWithSession(api, endpoints.tokensRefresh, (r) => refreshSession(r.db, r.body.refresh_token));
  serve(api, endpoints.logout, resolveSession, async ({ deps, session }) => {
    await revokeSession(deps.db, session.id);
    return { data: null, message: 'Logged out' };
  });
  serve(api, endpoints.resendConfirmation, resolveSession, async ({ deps, body }) => {
    await resendConfirmation(deps.db, deps.config.publicUrl, body.email);
    return { data: null, message: MESSAGES.codeSent };
  });
  serveWithSession(
    api,
    endpoints.confirmAccount,
    (r) => confirmAccount(r.db, r.body.token),
    'Your email address is confirmed',
  );
  serveWithSession(
    api,
    endpoints.signup,
    (r) => signup(r.db, r.deps.config.publicUrl, r.body),
    created('Account created. Check your email to confirm it.'),
  );
  serve(api, endpoints.resetRequest, resolveSession, async ({ deps, body }) => ({
    data: null,
    message: await requestReset(deps.db, deps.config.publicUrl, body.email),
  }));
  serveWithSession(api, endpoints.resetInfo, (r) => resetInfo(r.db, r.id ?? ''));
  serve(api, endpoints.resetPassword, resolveSession, async ({ deps, body }) => {
    await resetPassword(deps.db, body.token, body.password);
    return { data: null, message: 'Your password has been changed. Please log in.' };
  });
  serveWithSession(api, endpoints.invitation, (r) => viewInvitation(r.db, r.id ?? ''));
  serve(api, endpoints.acceptInvitation, resolveSession, async ({ deps, params, body, c }) => ({
    data: await acceptInvitation(deps.db, params.id ?? '', body, remoteAddress(c) ?? 'unknown'),
    message: 'Invitation accepted',
  }));
  serveWithSession(api, endpoints.collaborators, (r) => collaborators(r.db, r.session, r.id ?? ''));
  serve(api, endpoints.inviteCollaborator, resolveSession, async ({ deps, session, params, body, c }) => ({
    data: await inviteCollaborator(
      deps.db,
      deps.config.publicUrl,
      session,
      actorOf(c, session.userId),
      params.id ?? '',
      body,
    ),
    message: 'Invitation sent',
    status: 201,
  }));
  serveWithSession(api, endpoints.invitations, (r) => listInvitations(r.db, r.session, r.id ?? ''));
  serve(api, endpoints.resendInvitation, resolveSession, async ({ deps, session, params, c }) => ({
    data: await resendInvitation(
      deps.db,
      deps.config.publicUrl,
      session,
      actorOf(c, session.userId),
      params.id ?? '',
      params.ref ?? '',
    ),
    message: 'Invitation sent again',
  }));
  serve(api, endpoints.revokeInvitation, resolveSession, async ({ deps, session, params, c }) => ({
    data: await revokeInvitation(deps.db, session, actorOf(c, session.userId), params.id ?? '', params.ref ?? ''),
    message: 'Invitation withdrawn',
  }));
  serve(api, endpoints.changeCollaboratorRole, resolveSession, async ({ deps, session, params, body, c }) => ({
    data: await changeCollaboratorRole(
      deps.db,
      session,
      actorOf(c, session.userId),
      params.id ?? '',
      params.userId ?? '',
      body,
    ),
    message: 'Role changed',
  }));
  serve(api, endpoints.removeCollaborator, resolveSession, async ({ deps, session, params, c }) => ({
    data: await removeCollaborator(deps.db, session, actorOf(c, session.userId), params.id ?? '', params.userId ?? ''),
    message: 'Removed from the team',
  }));
  serve(api, endpoints.audits, resolveSession, async ({ deps, session, query }) => {
    if (!isAdminRole(session.role) || session.accountId === null) {
      throw new ApiError(403, 'Only an Owner or Admin can read the audit log');
    }
    return { data: await listAudits(deps.db, session.accountId, query) };
  });
  serve(api, endpoints.auditCreate, resolveSession, async ({ deps, session, body, c }) => ({
    data: await recordClientAudit(deps.db, session, actorOf(c, session.userId), body),
    message: AUDIT_CREATE_MESSAGES.recorded,
    status: 201,
  }));
  serve(api, endpoints.changePassword, resolveSession, async ({ deps, session, body, c }) => ({
    data: await changePassword(deps.db, session, actorOf(c, session.userId), body),
    message: 'Your password has been changed. You are signed out everywhere else.',
  }));
  serve(api, endpoints.signOutElsewhere, resolveSession, async ({ deps, session, c }) => ({
    data: await signOutElsewhere(deps.db, session, actorOf(c, session.userId)),
    message: 'You are signed out everywhere else',
  }));
  serveWithSession(api, endpoints.sessions, bySession(listSessions));
  generalRoutes(api);
}

/** settings/general: the business profile, one's own profile and two-factor sign-in. */
function generalRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.businessProfile, bySession(businessProfile));
  serve(api, endpoints.updateBusinessProfile, resolveSession, async ({ deps, session, body, c }) => ({
    data: await updateBusinessProfile(deps.db, session, actorOf(c, session.userId), body),
    message: PROFILE_MESSAGES.businessSaved,
  }));
  serveWithSession(api, endpoints.ownProfile, bySession(ownProfile));
  serve(api, endpoints.updateOwnProfile, resolveSession, async ({ deps, session, body, c }) => ({
    data: await updateOwnProfile(deps.db, session, actorOf(c, session.userId), body),
    message: PROFILE_MESSAGES.profileSaved,
  }));
  serveWithSession(api, endpoints.twoFactor, bySession(twoFactorStatus));
  serveWithSession(api, endpoints.startAuthenticator, bySession(startAuthenticator), TWO_FACTOR_MESSAGES.setupStarted);
  serve(api, endpoints.confirmAuthenticator, resolveSession, async ({ deps, session, body, c }) => ({
    data: await confirmAuthenticator(deps.db, session, actorOf(c, session.userId), body.code),
    message: TWO_FACTOR_MESSAGES.turnedOn,
  }));
  serve(api, endpoints.turnOffAuthenticator, resolveSession, async ({ deps, session, body, c }) => ({
    data: await turnOffAuthenticator(deps.db, session, actorOf(c, session.userId), body.code),
    message: TWO_FACTOR_MESSAGES.turnedOff,
  }));
  serve(api, endpoints.setEmailCodes, resolveSession, async ({ deps, session, body, c }) => {
    const data = await setEmailCodes(deps.db, session, actorOf(c, session.userId), body);
    return {
      data,
      message: data.email_codes_required ? TWO_FACTOR_MESSAGES.emailCodesOn : TWO_FACTOR_MESSAGES.emailCodesOff,
    };
  });
}
