CREATE TABLE "spent_refresh_tokens" (
	"hash" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_attempts" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family" text;--> statement-breakpoint
CREATE INDEX "spent_refresh_tokens_expiry_idx" ON "spent_refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family");--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "data";