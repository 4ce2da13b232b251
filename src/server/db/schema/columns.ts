import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// Amounts are integer minor units of their currency; ids below 1,000,000 are demo rows (the seed writes them).
export const rowId = () => integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_000 });

export const minor = (name: string) => bigint(name, { mode: 'number' });
