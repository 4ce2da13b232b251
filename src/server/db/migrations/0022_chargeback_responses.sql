ALTER TABLE "chargebacks" ADD COLUMN "reason" text DEFAULT 'Unrecognised transaction' NOT NULL;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "response_note" text;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "evidence" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "decided_at" timestamp with time zone;