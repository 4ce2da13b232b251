ALTER TABLE "bills" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "bouquet" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "paid_by" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_reference_idx" ON "bills" USING btree ("reference");