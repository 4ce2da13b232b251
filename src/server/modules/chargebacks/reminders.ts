import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { CHARGEBACK_REMINDER_HOURS, type ChargebackDuePush } from '../../../contract/chargeback-fines';
import { ANSWERABLE_STATUSES } from '../../../contract/chargebacks';
import type { Deps } from '../../http';
import { accounts, chargebacks, memberships, users } from '../../db/schema';
import { deliverPush, subscriptionsOf } from '../../push/delivery';
import { send } from '../../sandbox/outbox';
import { plainAmount } from '../../../contract/plain-amount';

const HOUR_MS = 3_600_000;
/** The admins who answer chargebacks (spec 1 §6: pending chargebacks are for admins). */
const ADMIN_ROLES = ['Owner', 'Admin', 'v2-Admin'];
/** Chargebacks reminded per statement: a backlog is worked through batch by batch. */
const BATCH = 50;
/** A reminder is worth nothing once the due date has passed. */
const PUSH_TTL_SECONDS = CHARGEBACK_REMINDER_HOURS * 60 * 60;

interface Reminded {
  id: number;
  accountId: number;
  businessName: string;
  amount: number;
  currency: string;
  reference: string;
  dueDate: Date;
  adminIds: number[];
}

/**
 * Chargebacks awaiting the merchant's answer whose due date is within 48 hours and not yet reminded:
 * each is marked reminded and its admins' mails written in one transaction (rows another instance holds
 * are skipped), so every chargeback is reminded exactly once. The pushes go after the commit: a push
 * service that is slow or down never holds the rows or undoes the mails.
 */
export async function remindDueChargebacks(
  deps: Pick<Deps, 'db' | 'config' | 'pushAgent'>,
  now = new Date(),
): Promise<{ chargebacks: number; emails: number }> {
  let total = 0;
  let emails = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: chargebacks.id,
          accountId: chargebacks.accountId,
          amount: chargebacks.amount,
          currency: chargebacks.currency,
          reference: chargebacks.transactionReference,
          dueDate: chargebacks.dueDate,
          businessName: accounts.businessName,
        })
        .from(chargebacks)
        .innerJoin(accounts, eq(accounts.id, chargebacks.accountId))
        .where(
          and(
            inArray(chargebacks.status, [...ANSWERABLE_STATUSES]),
            isNull(chargebacks.remindedAt),
            gt(chargebacks.dueDate, now),
            lte(chargebacks.dueDate, new Date(now.getTime() + CHARGEBACK_REMINDER_HOURS * HOUR_MS)),
          ),
        )
        .orderBy(asc(chargebacks.dueDate), asc(chargebacks.id))
        .limit(BATCH)
        .for('update', { of: chargebacks, skipLocked: true });
      if (due.length === 0) return [];
      const admins = await tx
        .select({ accountId: memberships.accountId, userId: users.id, email: users.email, first: users.firstName })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            inArray(memberships.accountId, [...new Set(due.map((d) => d.accountId))]),
            inArray(memberships.role, ADMIN_ROLES),
          ),
        );
      const reminded: Reminded[] = [];
      for (const cb of due) {
        const mine = admins.filter((a) => a.accountId === cb.accountId);
        const amount = plainAmount(cb.amount, cb.currency);
        const dueText = `${cb.dueDate.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
        for (const admin of mine) {
          await send(tx, {
            channel: 'email',
            to: admin.email,
            subject: `Chargeback on ${cb.reference} due in less than ${CHARGEBACK_REMINDER_HOURS} hours`,
            body:
              `Hello ${admin.first},\n\n` +
              `${cb.businessName} has a chargeback of ${amount} on the payment ${cb.reference} awaiting your ` +
              `response. Respond by ${dueText}: accept it, or decline it with evidence. Unanswered, it will be lost.`,
            link: `${deps.config.publicUrl}/dashboard/chargebacks/view/${cb.id}`,
          });
          emails++;
        }
        await tx.update(chargebacks).set({ remindedAt: now }).where(eq(chargebacks.id, cb.id));
        reminded.push({ ...cb, adminIds: mine.map((a) => a.userId) });
      }
      return reminded;
    });
    total += batch.length;
    for (const cb of batch) await pushReminder(deps, cb);
    if (batch.length < BATCH) break;
  }
  return { chargebacks: total, emails };
}

async function pushReminder(deps: Pick<Deps, 'db' | 'config' | 'pushAgent'>, cb: Reminded): Promise<void> {
  try {
    const subscriptions = await subscriptionsOf(deps, cb.accountId, cb.adminIds);
    const payloadFor = (userId: number): ChargebackDuePush => ({
      type: 'chargeback_due_soon',
      chargeback_id: cb.id,
      account_id: cb.accountId,
      user_id: userId,
      business_name: cb.businessName,
      amount: cb.amount,
      currency: cb.currency,
      transaction_reference: cb.reference,
      due_date: cb.dueDate.toISOString(),
      url: `/dashboard/chargebacks/view/${cb.id}?account=${cb.accountId}`,
    });
    await deliverPush(deps, subscriptions, payloadFor, { ttl: PUSH_TTL_SECONDS, urgency: 'high' });
  } catch (err) {
    console.warn(`[chargebacks] reminder push for ${cb.id} failed: ${(err as Error).message}`);
  }
}

/** How often the server looks for chargebacks to remind: well inside the 48 hours. */
export const REMINDER_SWEEP_MS = 5 * 60_000;

/** Runs the sweep on a timer, one run at a time; answers a stop function. */
export function startChargebackReminders(
  deps: Pick<Deps, 'db' | 'config' | 'pushAgent'>,
  intervalMs = REMINDER_SWEEP_MS,
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      await remindDueChargebacks(deps);
    } catch (err) {
      console.warn(`[chargebacks] reminder sweep failed: ${String(err)}`);
    }
    if (!stopped) {
      timer = setTimeout(tick, intervalMs);
      timer.unref();
    }
  };
  timer = setTimeout(tick, 5_000);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
