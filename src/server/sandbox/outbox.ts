import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '../../contract/sandbox';
import type { Tx } from '../db/client';
import { outbox } from '../db/schema';

export interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  link?: string;
  code?: string;
}

/**
 * Every email and SMS goes through here. No mail relay is reachable from this
 * machine, so the outbox table is the delivery: in sandbox mode people and tests
 * read it at /sandbox/outbox; a relay would consume the same rows in production.
 */
export async function send(db: Tx, message: Message): Promise<void> {
  await db.insert(outbox).values({
    channel: message.channel,
    to: message.to.toLowerCase(),
    subject: message.subject,
    body: message.body,
    link: message.link ?? null,
    code: message.code ?? null,
  });
}

/** One recipient's messages, newest first: never everyone's at once. */
export async function listOutbox(db: Tx, to: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to.trim().toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    link: row.link,
    code: row.code,
    created_at: row.createdAt.toISOString(),
  }));
}
