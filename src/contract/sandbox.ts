import * as v from 'valibot';

/** One email or SMS the server would have sent (DEMO.md sandbox outbox). */
export const OutboxMessage = v.object({
  id: v.number(),
  channel: v.picklist(['email', 'sms']),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
  /** The link or code inside, for people and tests that read the outbox. */
  link: v.nullable(v.string()),
  code: v.nullable(v.string()),
  created_at: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessage>;
/** One recipient at a time: the outbox never lists everyone's codes and links at once. */
export const OutboxQuery = v.object({
  to: v.pipe(v.string('To is empty'), v.trim(), v.minLength(1, 'To is empty'), v.maxLength(254, 'To is invalid')),
});
