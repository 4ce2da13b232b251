CREATE TABLE "payment_day_rollups" (
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"volume" bigint NOT NULL,
	"value" bigint NOT NULL,
	"fee" bigint NOT NULL,
	CONSTRAINT "payment_day_rollups_account_id_currency_dimension_day_key_pk" PRIMARY KEY("account_id","currency","dimension","day","key")
);
--> statement-breakpoint
CREATE TABLE "payment_hour_rollups" (
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"volume" bigint NOT NULL,
	"value" bigint NOT NULL,
	"fee" bigint NOT NULL,
	CONSTRAINT "payment_hour_rollups_account_id_currency_hour_pk" PRIMARY KEY("account_id","currency","hour")
);
--> statement-breakpoint
ALTER TABLE "payment_day_rollups" ADD CONSTRAINT "payment_day_rollups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_hour_rollups" ADD CONSTRAINT "payment_hour_rollups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollups from the payments themselves: the backfill below, and a repair after bulk loads done with
-- the triggers off (also a check: a test compares what the triggers kept with this).
CREATE FUNCTION "rebuild_payment_rollups"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM payment_hour_rollups;
  DELETE FROM payment_day_rollups;
  INSERT INTO payment_hour_rollups (account_id, currency, hour, volume, value, fee)
    SELECT account_id, currency, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
           count(*), sum(amount), sum(fee)
    FROM transactions WHERE status = 'successful' GROUP BY 1, 2, 3;
  INSERT INTO payment_day_rollups (account_id, currency, day, dimension, key, volume, value, fee)
    SELECT t.account_id, t.currency, (t.created_at AT TIME ZONE 'UTC')::date, k.dimension, k.key,
           count(*), sum(t.amount), sum(t.fee)
    FROM transactions t
    CROSS JOIN LATERAL (VALUES ('all', ''), ('device', t.device), ('bank', t.bank),
                               ('payment_type', t.payment_type), ('city', t.city)) AS k (dimension, key)
    WHERE t.status = 'successful' AND (k.dimension = 'all' OR k.key <> '')
    GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- No payment may be written between the backfill and the triggers below: a server still running during
-- the migration waits for its commit (a minute or two at ten million payments).
LOCK TABLE "transactions" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT rebuild_payment_rollups();
--> statement-breakpoint
-- One statement's change to successful payments, as signed counts and sums per account, currency, UTC
-- hour and breakdown key, added to both rollups. Statement triggers with transition tables: a bulk
-- insert of 100,000 payments is one aggregate, not 100,000 row updates. A group whose payments grow is
-- upserted (two first payments of an hour at once: one inserts, the other adds); one that shrinks only
-- updates (its row exists, or went with its account), so a row can be left at volume 0: readers skip it.
CREATE FUNCTION "payment_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_account integer[]; d_currency text[]; d_hour timestamp[]; d_device text[]; d_bank text[];
  d_type text[]; d_city text[]; d_volume bigint[]; d_value bigint[]; d_fee bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(account_id), array_agg(currency), array_agg(hour), array_agg(device), array_agg(bank),
           array_agg(payment_type), array_agg(city), array_agg(volume), array_agg(value), array_agg(fee)
      INTO d_account, d_currency, d_hour, d_device, d_bank, d_type, d_city, d_volume, d_value, d_fee
      FROM (SELECT account_id, currency, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, device, bank,
                   payment_type, city, count(*) AS volume, sum(amount) AS value, sum(fee) AS fee
            FROM new_rows WHERE status = 'successful' GROUP BY 1, 2, 3, 4, 5, 6, 7) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(account_id), array_agg(currency), array_agg(hour), array_agg(device), array_agg(bank),
           array_agg(payment_type), array_agg(city), array_agg(volume), array_agg(value), array_agg(fee)
      INTO d_account, d_currency, d_hour, d_device, d_bank, d_type, d_city, d_volume, d_value, d_fee
      FROM (SELECT account_id, currency, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, device, bank,
                   payment_type, city, -count(*) AS volume, -sum(amount) AS value, -sum(fee) AS fee
            FROM old_rows WHERE status = 'successful' GROUP BY 1, 2, 3, 4, 5, 6, 7) g;
  ELSE
    -- Only payments whose rolled-up fields changed: a refund or a receipt mark costs one join and no write.
    SELECT array_agg(account_id), array_agg(currency), array_agg(hour), array_agg(device), array_agg(bank),
           array_agg(payment_type), array_agg(city), array_agg(volume), array_agg(value), array_agg(fee)
      INTO d_account, d_currency, d_hour, d_device, d_bank, d_type, d_city, d_volume, d_value, d_fee
      FROM (SELECT account_id, currency, date_trunc('hour', created_at AT TIME ZONE 'UTC') AS hour, device, bank,
                   payment_type, city, sum(sign) AS volume, sum(sign * amount) AS value, sum(sign * fee) AS fee
            FROM (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
                  WHERE o.status = 'successful'
                    AND (o.account_id, o.currency, o.status, o.amount, o.fee, o.created_at, o.device, o.bank, o.payment_type, o.city)
                        IS DISTINCT FROM (n.account_id, n.currency, n.status, n.amount, n.fee, n.created_at, n.device, n.bank, n.payment_type, n.city)
                  UNION ALL
                  SELECT n.*, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id
                  WHERE n.status = 'successful'
                    AND (o.account_id, o.currency, o.status, o.amount, o.fee, o.created_at, o.device, o.bank, o.payment_type, o.city)
                        IS DISTINCT FROM (n.account_id, n.currency, n.status, n.amount, n.fee, n.created_at, n.device, n.bank, n.payment_type, n.city)
                 ) s
            GROUP BY 1, 2, 3, 4, 5, 6, 7) g;
  END IF;
  IF d_account IS NULL THEN
    RETURN NULL;
  END IF;

  WITH g AS (
    SELECT s.account_id, s.currency, s.hour AT TIME ZONE 'UTC' AS hour,
           sum(s.volume) AS volume, sum(s.value) AS value, sum(s.fee) AS fee
    FROM unnest(d_account, d_currency, d_hour, d_volume, d_value, d_fee) AS s (account_id, currency, hour, volume, value, fee)
    GROUP BY 1, 2, 3
  ), shrunk AS (
    UPDATE payment_hour_rollups r
       SET volume = r.volume + g.volume, value = r.value + g.value, fee = r.fee + g.fee
      FROM g
     WHERE g.volume <= 0 AND r.account_id = g.account_id AND r.currency = g.currency AND r.hour = g.hour
  )
  INSERT INTO payment_hour_rollups AS r (account_id, currency, hour, volume, value, fee)
  SELECT account_id, currency, hour, volume, value, fee FROM g WHERE volume > 0 ORDER BY 1, 2, 3
  ON CONFLICT (account_id, currency, hour) DO UPDATE
    SET volume = r.volume + excluded.volume, value = r.value + excluded.value, fee = r.fee + excluded.fee;

  WITH g AS (
    SELECT s.account_id, s.currency, s.hour::date AS day, k.dimension, k.key,
           sum(s.volume) AS volume, sum(s.value) AS value, sum(s.fee) AS fee
    FROM unnest(d_account, d_currency, d_hour, d_device, d_bank, d_type, d_city, d_volume, d_value, d_fee)
           AS s (account_id, currency, hour, device, bank, payment_type, city, volume, value, fee)
    CROSS JOIN LATERAL (VALUES ('all', ''), ('device', s.device), ('bank', s.bank),
                               ('payment_type', s.payment_type), ('city', s.city)) AS k (dimension, key)
    WHERE k.dimension = 'all' OR k.key <> ''
    GROUP BY 1, 2, 3, 4, 5
  ), shrunk AS (
    UPDATE payment_day_rollups r
       SET volume = r.volume + g.volume, value = r.value + g.value, fee = r.fee + g.fee
      FROM g
     WHERE g.volume <= 0 AND r.account_id = g.account_id AND r.currency = g.currency
       AND r.dimension = g.dimension AND r.day = g.day AND r.key = g.key
  )
  INSERT INTO payment_day_rollups AS r (account_id, currency, day, dimension, key, volume, value, fee)
  SELECT account_id, currency, day, dimension, key, volume, value, fee FROM g WHERE volume > 0 ORDER BY 1, 2, 4, 3, 5
  ON CONFLICT (account_id, currency, dimension, day, key) DO UPDATE
    SET volume = r.volume + excluded.volume, value = r.value + excluded.value, fee = r.fee + excluded.fee;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_rollups_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_rollups_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_rollups_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_rollups_apply"();
