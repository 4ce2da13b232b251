CREATE TABLE "audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"audit_data" jsonb NOT NULL,
	"comment" text,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audits_account_idx" ON "audits" USING btree ("account_id","id");--> statement-breakpoint
-- An audit entry is a record of what happened: once written, the database itself refuses to rewrite it.
CREATE FUNCTION "refuse_audit_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audits_refuse_update" BEFORE UPDATE ON "audits"
  FOR EACH ROW EXECUTE FUNCTION "refuse_audit_update"();
