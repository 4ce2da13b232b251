import { eq } from 'drizzle-orm';
import { GUIDE_DEFAULTS } from '../../../contract/analytics';
import type { Db } from '../../db/client';
import { accounts, guideProgress } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';

/** The account in the path must be the session's (another business's id is 404). */
function ownAccount(session: SessionInfo, id: string): number {
  if (String(session.accountId) !== id) throw new ApiError(404, 'Not found');
  return session.accountId!;
}

export async function onboardingStatus(db: Db, session: SessionInfo, id: string) {
  const accountId = ownAccount(session, id);
  const [account] = await db
    .select({ complianceStatus: accounts.complianceStatus })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const done = new Set(
    (await db.select().from(guideProgress).where(eq(guideProgress.accountId, accountId))).map((g) => g.guideId),
  );
  const guides = GUIDE_DEFAULTS.map((g) => ({ ...g, status: done.has(g.id) ? 'completed' : 'incomplete' }) as const);
  return {
    compliance_status: account?.complianceStatus ?? 'IR',
    onboarding_status: guides.every((g) => g.status === 'completed') ? 'completed' : 'on_going',
    guides,
  };
}

export async function completeGuide(db: Db, session: SessionInfo, id: string, guideId: number) {
  const accountId = ownAccount(session, id);
  await db.insert(guideProgress).values({ accountId, guideId }).onConflictDoNothing();
  return onboardingStatus(db, session, id);
}
