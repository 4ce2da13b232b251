ALTER TABLE "pos_orders" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Requests made before the steps existed: 'pending' is the first step, and a delivered one was delivered when made (its real day is unknown).
UPDATE "pos_orders" SET "status" = 'requested' WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "pos_orders" SET "delivered_at" = "created_at" WHERE "status" = 'delivered' AND "delivered_at" IS NULL;
