import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { sha256 } from '../../auth/crypto';
import { accounts, invitations, users } from '../../db/schema';
import { escapeHtml as e } from '../../html';
import type { AppEnv } from '../../http';
import { notFound, page } from '../checkout';

/** Whether the link's invitation can still be confirmed; what the page says otherwise. */
export type CollabState = 'pending' | 'accepted' | 'expired';

export function collabState(inv: { acceptedAt: Date | null; expiresAt: Date }, now = Date.now()): CollabState {
  if (inv.acceptedAt) return 'accepted';
  return inv.expiresAt.getTime() <= now ? 'expired' : 'pending';
}

/**
 * /collab/confirm/{id} (spec 1 §2): a collaborator invited to a business confirms who invited them,
 * to which business and with which role before joining. The id is the invitation link's secret; only
 * its hash is stored. Joining itself (password or a new account) is the /accept/{id} step it leads to.
 */
export function collabConfirmPage(app: Hono<AppEnv>): void {
  app.get('/collab/confirm/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(id)) return notFound(c, 'Invitation');
    const db = c.get('deps').db;
    const [row] = await db
      .select({
        invitation: invitations,
        business: accounts.businessName,
        inviterFirst: users.firstName,
        inviterLast: users.lastName,
      })
      .from(invitations)
      .innerJoin(accounts, eq(accounts.id, invitations.accountId))
      .innerJoin(users, eq(users.id, invitations.invitedBy))
      .where(eq(invitations.idHash, sha256(id)));
    if (!row) return notFound(c, 'Invitation');
    const { invitation, business } = row;
    const inviter = `${row.inviterFirst} ${row.inviterLast}`.trim() || 'A team member';
    const state = collabState(invitation);
    const facts = `<dl><dt>Business</dt><dd>${e(business)}</dd><dt>Role</dt><dd>${e(invitation.role)}</dd><dt>Invited by</dt><dd>${e(inviter)}</dd><dt>For</dt><dd>${e(invitation.email)}</dd></dl>`;
    const bodies: Record<CollabState, string> = {
      pending: `<h1>Join ${e(business)}</h1>
<p>${e(inviter)} invited you to collaborate on ${e(business)}. Check the details before you join.</p>
${facts}
<p class="hint">The invitation works until ${e(invitation.expiresAt.toISOString().slice(0, 10))}. If you did not expect it, ignore it: nothing happens until you confirm.</p>
<p><a class="button" href="/accept/${e(id)}">Confirm and join</a></p>`,
      accepted: `<h1>You have joined ${e(business)}</h1>
${facts}
<p role="status">This invitation is already confirmed.</p>
<p><a class="button" href="/login">Sign in</a></p>`,
      expired: `<h1>This invitation has expired</h1>
${facts}
<p role="status">Ask ${e(inviter)} to send the invitation again: a new email comes with a new link.</p>`,
    };
    return page(c, invitation.accountId, 'Confirm invitation', bodies[state], 200, BUTTON_LINK);
  });
}

/** A link that looks and sizes like the pages' buttons (48 px). */
export const BUTTON_LINK =
  'a.button{display:flex;align-items:center;justify-content:center;min-height:48px;margin-top:20px;border-radius:10px;background:#1f4fd1;color:#fff;font-weight:600;text-decoration:none}';
