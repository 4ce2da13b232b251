import { and, eq, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { InviteCollaboratorRequest } from '../../../contract/auth';
import type { ChangeRoleRequest, Invitation } from '../../../contract/team';
import { isAdminRole } from '../../../contract/roles';
import { type Actor, recordAudit } from '../../audit';
import { newToken, sha256 } from '../../auth/crypto';
import { forgetUserSessions } from '../../auth/session-cache';
import type { Db, Tx } from '../../db/client';
import { invitations, memberships, sessions, users } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { send } from '../../sandbox/outbox';
import { ROLE_IDS } from './permissions';
import { lockedBusiness } from '../../tenancy';

export const INVITATION_TTL_DAYS = 7;
const OWNER_ONLY = 'Only an Owner can make, demote or remove an Owner';
const ADMINS_ONLY = 'Only an Owner or Admin can manage the team';

/** The account of the path, which must be the session's: another business's id answers 404. */
export function sameAccount(session: SessionInfo, accountId: string): number {
  if (String(session.accountId) !== accountId || session.accountId === null) throw new ApiError(404, 'Not found');
  return session.accountId;
}

function adminAccount(session: SessionInfo, accountId: string): number {
  const id = sameAccount(session, accountId);
  if (!isAdminRole(session.role)) throw new ApiError(403, ADMINS_ONLY);
  return id;
}

/** The reference the inviter sees: a prefix of the hash, never the link's secret. */
const refOf = (idHash: string) => idHash.slice(0, 16);

/** The mail leads to the confirm page (who invited, which business, which role), which leads on to /accept. */
async function mailInvitation(tx: Tx, publicUrl: string, to: string, business: string, role: string, token: string) {
  const link = `${publicUrl}/collab/confirm/${token}`;
  await send(tx, {
    channel: 'email',
    to,
    subject: `You have been invited to ${business}`,
    body: `You have been invited to join ${business} as ${role}. The link works for ${INVITATION_TTL_DAYS} days.\n\n${link}`,
    link,
  });
}

const expiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3_600_000);

export async function inviteCollaborator(
  db: Db,
  publicUrl: string,
  session: SessionInfo,
  actor: Actor,
  accountId: string,
  body: v.InferOutput<typeof InviteCollaboratorRequest>,
) {
  const id = adminAccount(session, accountId);
  if (body.role === 'Owner' && session.role !== 'Owner') throw new ApiError(403, OWNER_ONLY);
  const token = newToken();
  await db.transaction(async (tx) => {
    const business = await lockedBusiness(tx, id);
    const [member] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.accountId, id), eq(users.email, body.email)));
    if (member) throw new ApiError(409, 'This person is already a member of this business');
    const [pending] = await tx
      .select({ idHash: invitations.idHash })
      .from(invitations)
      .where(and(eq(invitations.accountId, id), eq(invitations.email, body.email), isNull(invitations.acceptedAt)));
    if (pending) throw new ApiError(409, 'An invitation to this email is already pending: send it again instead');
    await tx.insert(invitations).values({
      idHash: sha256(token),
      accountId: id,
      email: body.email,
      role: body.role,
      invitedBy: session.userId,
      expiresAt: expiry(),
    });
    await mailInvitation(tx, publicUrl, body.email, business, body.role, token);
    await recordAudit(tx, id, actor, 'team.invited', { email: body.email, role: body.role });
  });
  return { id: refOf(sha256(token)) };
}

/** Invitations not yet accepted, expired ones included so they can be sent again. */
export async function listInvitations(db: Db, session: SessionInfo, accountId: string): Promise<Invitation[]> {
  const id = adminAccount(session, accountId);
  const rows = await db
    .select({ invitation: invitations, inviter: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.accountId, id), isNull(invitations.acceptedAt)))
    .orderBy(invitations.createdAt);
  return rows.map(({ invitation, inviter }) => ({
    id: refOf(invitation.idHash),
    email: invitation.email,
    role: invitation.role,
    invited_by: inviter,
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
  }));
}

async function pendingInvitation(tx: Tx, accountId: number, ref: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.accountId, accountId),
        isNull(invitations.acceptedAt),
        eq(sql`left(${invitations.idHash}, 16)`, ref),
      ),
    );
  if (!row) throw new ApiError(404, 'This invitation does not exist or was already accepted');
  return row;
}

/** A new link (the old one stops working) and seven more days. */
export async function resendInvitation(
  db: Db,
  publicUrl: string,
  session: SessionInfo,
  actor: Actor,
  accountId: string,
  ref: string,
) {
  const id = adminAccount(session, accountId);
  const token = newToken();
  await db.transaction(async (tx) => {
    const business = await lockedBusiness(tx, id);
    const invitation = await pendingInvitation(tx, id, ref);
    if (invitation.role === 'Owner' && session.role !== 'Owner') throw new ApiError(403, OWNER_ONLY);
    await tx
      .update(invitations)
      .set({ idHash: sha256(token), expiresAt: expiry(), invitedBy: session.userId })
      .where(eq(invitations.idHash, invitation.idHash));
    await mailInvitation(tx, publicUrl, invitation.email, business, invitation.role, token);
    await recordAudit(tx, id, actor, 'team.invitation_resent', { email: invitation.email, role: invitation.role });
  });
  return { id: refOf(sha256(token)) };
}

/** The link stops working at once; the audit log keeps that it was sent and withdrawn. */
export async function revokeInvitation(db: Db, session: SessionInfo, actor: Actor, accountId: string, ref: string) {
  const id = adminAccount(session, accountId);
  await db.transaction(async (tx) => {
    await lockedBusiness(tx, id);
    const invitation = await pendingInvitation(tx, id, ref);
    if (invitation.role === 'Owner' && session.role !== 'Owner') throw new ApiError(403, OWNER_ONLY);
    await tx.delete(invitations).where(eq(invitations.idHash, invitation.idHash));
    await recordAudit(tx, id, actor, 'team.invitation_revoked', { email: invitation.email, role: invitation.role });
  });
  return null;
}

async function memberOf(tx: Tx, accountId: number, userIdParam: string) {
  const userId = Number(userIdParam);
  if (!Number.isSafeInteger(userId)) throw new ApiError(404, 'This person is not a member of this business');
  const [row] = await tx
    .select({ role: memberships.role, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
  if (!row) throw new ApiError(404, 'This person is not a member of this business');
  return { userId, ...row };
}

/**
 * The caller's role as it stands under the team lock: the session's copy may be seconds old, and an
 * Owner just demoted by another Owner must not still act as one.
 */
async function callerRole(tx: Tx, accountId: number, session: SessionInfo): Promise<string | undefined> {
  const [row] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, session.userId)));
  return row?.role;
}

async function ownerCount(tx: Tx, accountId: number): Promise<number> {
  return tx.$count(memberships, and(eq(memberships.accountId, accountId), eq(memberships.role, 'Owner')));
}

export async function changeCollaboratorRole(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  accountId: string,
  userIdParam: string,
  body: v.InferOutput<typeof ChangeRoleRequest>,
) {
  const id = adminAccount(session, accountId);
  return db.transaction(async (tx) => {
    await lockedBusiness(tx, id);
    const member = await memberOf(tx, id, userIdParam);
    if (member.role === body.role) return { id: member.userId, role: member.role };
    if ((member.role === 'Owner' || body.role === 'Owner') && (await callerRole(tx, id, session)) !== 'Owner') {
      throw new ApiError(403, OWNER_ONLY);
    }
    if (member.role === 'Owner' && (await ownerCount(tx, id)) <= 1) {
      throw new ApiError(409, 'The last Owner cannot be demoted. Make someone else an Owner first.');
    }
    await tx
      .update(memberships)
      .set({ role: body.role, roleId: ROLE_IDS[body.role] ?? null, isOwner: body.role === 'Owner' })
      .where(and(eq(memberships.accountId, id), eq(memberships.userId, member.userId)));
    // Sessions keep the role they read for a few seconds: the new one applies to the next request.
    forgetUserSessions(member.userId);
    await recordAudit(tx, id, actor, 'team.role_changed', { email: member.email, from: member.role, to: body.role });
    return { id: member.userId, role: body.role };
  });
}

/** The member leaves the team and every session they hold on this business ends at once. */
export async function removeCollaborator(
  db: Db,
  session: SessionInfo,
  actor: Actor,
  accountId: string,
  userIdParam: string,
) {
  const id = adminAccount(session, accountId);
  await db.transaction(async (tx) => {
    await lockedBusiness(tx, id);
    const member = await memberOf(tx, id, userIdParam);
    if (member.role === 'Owner' && (await callerRole(tx, id, session)) !== 'Owner') throw new ApiError(403, OWNER_ONLY);
    if (member.role === 'Owner' && (await ownerCount(tx, id)) <= 1) {
      throw new ApiError(409, 'The last Owner cannot be removed. Make someone else an Owner first.');
    }
    await tx.delete(memberships).where(and(eq(memberships.accountId, id), eq(memberships.userId, member.userId)));
    // Cached sessions are forgotten here and, on PostgreSQL, on every other instance through the
    // database's notice of the membership and session rows changing (session-changes.ts).
    forgetUserSessions(member.userId);
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, member.userId), eq(sessions.accountId, id), isNull(sessions.revokedAt)));
    await recordAudit(tx, id, actor, 'team.removed', { email: member.email, role: member.role });
  });
  return null;
}
