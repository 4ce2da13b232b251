ALTER TABLE "merchant_keys" ADD COLUMN "test_secret_hash" text;--> statement-breakpoint
ALTER TABLE "merchant_keys" ADD COLUMN "live_secret_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_keys_test_secret_hash_idx" ON "merchant_keys" USING btree ("test_secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_keys_live_secret_hash_idx" ON "merchant_keys" USING btree ("live_secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_ips_account_ip_idx" ON "whitelist_ips" USING btree ("account_id","ip");--> statement-breakpoint
-- The secrets' hashes follow the secrets whoever writes the row (sign-up, new business, going live, seed, fixtures).
CREATE OR REPLACE FUNCTION merchant_keys_hash_secrets() RETURNS trigger AS $$
BEGIN
  NEW.test_secret_hash := encode(sha256(convert_to(NEW.test_secret, 'UTF8')), 'hex');
  NEW.live_secret_hash := CASE WHEN NEW.live_secret IS NULL THEN NULL
    ELSE encode(sha256(convert_to(NEW.live_secret, 'UTF8')), 'hex') END;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER merchant_keys_hash_secrets BEFORE INSERT OR UPDATE ON "merchant_keys"
  FOR EACH ROW EXECUTE FUNCTION merchant_keys_hash_secrets();--> statement-breakpoint
UPDATE "merchant_keys" SET test_secret = test_secret;
