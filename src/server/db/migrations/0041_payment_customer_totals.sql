CREATE TABLE "payment_customer_counts" (
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"customers" bigint NOT NULL,
	CONSTRAINT "payment_customer_counts_account_id_currency_pk" PRIMARY KEY("account_id","currency")
);
--> statement-breakpoint
CREATE TABLE "payment_customer_totals" (
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_id" integer NOT NULL,
	"volume" bigint NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "payment_customer_totals_account_id_currency_customer_id_pk" PRIMARY KEY("account_id","currency","customer_id")
);
--> statement-breakpoint
ALTER TABLE "payment_customer_counts" ADD CONSTRAINT "payment_customer_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customer_totals" ADD CONSTRAINT "payment_customer_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_customer_totals_biggest_idx" ON "payment_customer_totals" USING btree ("account_id","currency","value" DESC NULLS LAST,"volume" DESC NULLS LAST) WHERE "payment_customer_totals"."volume" > 0;--> statement-breakpoint
-- The totals and counts from the payments themselves: the backfill below, and a repair after bulk loads
-- done with the triggers off (also a check: a test compares what the triggers kept with this).
CREATE FUNCTION "rebuild_payment_customer_totals"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM payment_customer_counts;
  DELETE FROM payment_customer_totals;
  INSERT INTO payment_customer_totals (account_id, currency, customer_id, volume, value)
    SELECT account_id, currency, COALESCE(customer_id, 0), count(*), sum(amount)
    FROM transactions WHERE status = 'successful' GROUP BY 1, 2, 3;
  INSERT INTO payment_customer_counts (account_id, currency, customers)
    SELECT account_id, currency, count(*) FILTER (WHERE customer_id <> 0)
    FROM payment_customer_totals GROUP BY 1, 2;
$$;
--> statement-breakpoint
-- No payment may be written between the backfill and the triggers below.
LOCK TABLE "transactions" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT rebuild_payment_customer_totals();
--> statement-breakpoint
-- One statement's change to successful payments, as signed counts and sums per account, currency and
-- customer, added to the totals (as payment_rollups_apply does for the hours and days). The customer
-- counts move by the totals that went from empty to not, or back: each total's volume before is its
-- volume after (returned by the write, which holds the row's lock) less the change, so two payments
-- of one new customer in two transactions at once count that customer once.
CREATE FUNCTION "payment_customer_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_account integer[]; d_currency text[]; d_customer integer[]; d_volume bigint[]; d_value bigint[];
BEGIN
  -- A transition table exists only for the operations that have it: each branch names its own.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(account_id), array_agg(currency), array_agg(customer_id), array_agg(volume), array_agg(value)
      INTO d_account, d_currency, d_customer, d_volume, d_value
      FROM (SELECT account_id, currency, COALESCE(customer_id, 0) AS customer_id, count(*) AS volume, sum(amount) AS value
            FROM new_rows WHERE status = 'successful' GROUP BY 1, 2, 3) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(account_id), array_agg(currency), array_agg(customer_id), array_agg(volume), array_agg(value)
      INTO d_account, d_currency, d_customer, d_volume, d_value
      FROM (SELECT account_id, currency, COALESCE(customer_id, 0) AS customer_id, -count(*) AS volume, -sum(amount) AS value
            FROM old_rows WHERE status = 'successful' GROUP BY 1, 2, 3) g;
  ELSE
    -- Only payments whose summed fields changed: a refund mark or a receipt costs one join and no write.
    SELECT array_agg(account_id), array_agg(currency), array_agg(customer_id), array_agg(volume), array_agg(value)
      INTO d_account, d_currency, d_customer, d_volume, d_value
      FROM (SELECT account_id, currency, COALESCE(customer_id, 0) AS customer_id, sum(sign) AS volume, sum(sign * amount) AS value
            FROM (SELECT o.account_id, o.currency, o.customer_id, o.amount, -1 AS sign
                    FROM old_rows o JOIN new_rows n ON n.id = o.id
                   WHERE o.status = 'successful'
                     AND (o.account_id, o.currency, o.status, o.amount, o.customer_id)
                         IS DISTINCT FROM (n.account_id, n.currency, n.status, n.amount, n.customer_id)
                  UNION ALL
                  SELECT n.account_id, n.currency, n.customer_id, n.amount, 1
                    FROM new_rows n JOIN old_rows o ON o.id = n.id
                   WHERE n.status = 'successful'
                     AND (o.account_id, o.currency, o.status, o.amount, o.customer_id)
                         IS DISTINCT FROM (n.account_id, n.currency, n.status, n.amount, n.customer_id)
                 ) s
            GROUP BY 1, 2, 3) g;
  END IF;
  IF d_account IS NULL THEN
    RETURN NULL;
  END IF;

  WITH g AS (
    SELECT account_id, currency, customer_id, sum(volume) AS volume, sum(value) AS value
    FROM unnest(d_account, d_currency, d_customer, d_volume, d_value) AS s (account_id, currency, customer_id, volume, value)
    GROUP BY 1, 2, 3 HAVING sum(volume) <> 0 OR sum(value) <> 0
  ), shrunk AS (
    UPDATE payment_customer_totals r
       SET volume = r.volume + g.volume, value = r.value + g.value
      FROM g
     WHERE g.volume <= 0 AND r.account_id = g.account_id AND r.currency = g.currency AND r.customer_id = g.customer_id
    RETURNING r.account_id, r.currency, r.customer_id, r.volume - g.volume AS before, r.volume AS after
  ), grown AS (
    INSERT INTO payment_customer_totals AS r (account_id, currency, customer_id, volume, value)
    SELECT account_id, currency, customer_id, volume, value FROM g WHERE volume > 0 ORDER BY 1, 2, 3
    ON CONFLICT (account_id, currency, customer_id) DO UPDATE
      SET volume = r.volume + excluded.volume, value = r.value + excluded.value
    RETURNING r.account_id, r.currency, r.customer_id, r.volume AS after
  ), moved AS (
    SELECT account_id, currency,
           sum(CASE WHEN before <= 0 AND after > 0 THEN 1 WHEN before > 0 AND after <= 0 THEN -1 ELSE 0 END) AS customers
    FROM (SELECT account_id, currency, customer_id, before, after FROM shrunk
          UNION ALL
          SELECT w.account_id, w.currency, w.customer_id, w.after - g.volume, w.after
            FROM grown w JOIN g USING (account_id, currency, customer_id)) t
    WHERE customer_id <> 0
    GROUP BY 1, 2
  )
  INSERT INTO payment_customer_counts AS r (account_id, currency, customers)
  SELECT account_id, currency, customers FROM moved WHERE customers <> 0 ORDER BY 1, 2
  ON CONFLICT (account_id, currency) DO UPDATE SET customers = r.customers + excluded.customers;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- One statement trigger per operation, each with the transition tables that operation has.
DO $$
DECLARE
  op text;
BEGIN
  FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON transactions REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION payment_customer_totals_apply()',
      'transactions_customer_totals_' || op, upper(op),
      CASE op WHEN 'insert' THEN 'NEW TABLE AS new_rows' WHEN 'delete' THEN 'OLD TABLE AS old_rows'
              ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END);
  END LOOP;
END;
$$;
