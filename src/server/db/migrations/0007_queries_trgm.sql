-- Customer search matches any part of a name, email or phone (ILIKE '%term%'); trigram
-- indexes answer it without reading every customer. PGlite loads pg_trgm in client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_fullname_trgm_idx" ON "customers" USING gin ("fullname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);
