import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { listQuery } from '../../../contract/areas';
import {
  ANNOUNCEMENT_MESSAGES,
  type Announcement,
  type AnnouncementRequest,
  announcementStatus,
} from '../../../contract/store-promotions';
import type { Db, Tx } from '../../db/client';
import { storeAnnouncements } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf, accountPage } from '../../tenancy';
import { requireStore, rowIdOf } from './coupons';

type Body = v.InferOutput<typeof AnnouncementRequest>;
type AnnouncementRow = typeof storeAnnouncements.$inferSelect;

export function toAnnouncement(row: AnnouncementRow, now = new Date()): Announcement {
  const shown = {
    id: row.id,
    message: row.message,
    link: row.link,
    show_from: row.showFrom.toISOString(),
    show_until: row.showUntil ? row.showUntil.toISOString() : null,
    active: row.active,
    date_created: row.createdAt.toISOString(),
  };
  return { ...shown, status: announcementStatus(shown, now) };
}

const contentOf = (body: Body) => ({
  message: body.message,
  link: body.link,
  showFrom: new Date(body.show_from),
  showUntil: body.show_until ? new Date(body.show_until) : null,
  active: body.active,
});

async function findAnnouncement(tx: Tx, accountId: number, rawId: string): Promise<AnnouncementRow> {
  const [row] = await tx
    .select()
    .from(storeAnnouncements)
    .where(
      and(
        eq(storeAnnouncements.id, rowIdOf(rawId, ANNOUNCEMENT_MESSAGES.notFound)),
        eq(storeAnnouncements.accountId, accountId),
      ),
    );
  if (!row) throw new ApiError(404, ANNOUNCEMENT_MESSAGES.notFound);
  return row;
}

export async function listAnnouncements(db: Db, session: SessionInfo, query: v.InferOutput<typeof listQuery>) {
  const now = new Date();
  const result = await accountPage(db, storeAnnouncements, session, query, [storeAnnouncements.message]);
  return { messages: result.rows.map((row) => toAnnouncement(row, now)), page_info: result.page_info };
}

export async function getAnnouncement(db: Db, session: SessionInfo, rawId: string): Promise<Announcement> {
  return toAnnouncement(await findAnnouncement(db, accountOf(session), rawId));
}

export async function createAnnouncement(db: Db, session: SessionInfo, body: Body): Promise<Announcement> {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    await requireStore(tx, accountId);
    const [row] = await tx
      .insert(storeAnnouncements)
      .values({ accountId, ...contentOf(body) })
      .returning();
    return toAnnouncement(row!);
  });
}

export async function updateAnnouncement(
  db: Db,
  session: SessionInfo,
  rawId: string,
  body: Body,
): Promise<Announcement> {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const current = await findAnnouncement(tx, accountId, rawId);
    const [row] = await tx
      .update(storeAnnouncements)
      .set(contentOf(body))
      .where(eq(storeAnnouncements.id, current.id))
      .returning();
    return toAnnouncement(row!);
  });
}

export async function deleteAnnouncement(db: Db, session: SessionInfo, rawId: string): Promise<void> {
  const accountId = accountOf(session);
  await db.transaction(async (tx) => {
    const current = await findAnnouncement(tx, accountId, rawId);
    await tx.delete(storeAnnouncements).where(eq(storeAnnouncements.id, current.id));
  });
}

/** For the storefront: the announcements showing now, the earliest started first. */
export async function currentAnnouncements(db: Tx, accountId: number, now = new Date()): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(storeAnnouncements)
    .where(
      and(
        eq(storeAnnouncements.accountId, accountId),
        eq(storeAnnouncements.active, true),
        lte(storeAnnouncements.showFrom, now),
        or(isNull(storeAnnouncements.showUntil), gt(storeAnnouncements.showUntil, now)),
      ),
    )
    .orderBy(asc(storeAnnouncements.showFrom), asc(storeAnnouncements.id));
  return rows.map((row) => toAnnouncement(row, now));
}
