ALTER TABLE "checkouts" ADD COLUMN "challenge_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "card_first6" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "renewal_declines" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_declines" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "charges_made" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_cancel_token_idx" ON "subscriptions" USING btree ("cancel_token");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_due");