CREATE TABLE "instagram_accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_by" integer
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "instagram_post_id" text;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_accounts_handle_idx" ON "instagram_accounts" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "products_instagram_post_idx" ON "products" USING btree ("account_id","instagram_post_id");--> statement-breakpoint
-- Businesses whose Instagram store was already on keep it on: their shop is connected under a handle of
-- their account id, which they can disconnect and replace with their own.
INSERT INTO "instagram_accounts" ("account_id", "handle")
SELECT "account_id", 'shop' || "account_id" FROM "merchant_preferences"
WHERE "setting_name" = 'instagram_store_enabled' AND trim("preference_value") = '1'
ON CONFLICT DO NOTHING;
