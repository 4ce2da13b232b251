CREATE TABLE "customer_rollups" (
	"account_id" integer NOT NULL,
	"grain" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "customer_rollups_account_id_grain_at_pk" PRIMARY KEY("account_id","grain","at")
);
--> statement-breakpoint
ALTER TABLE "customer_rollups" ADD CONSTRAINT "customer_rollups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollups from the customers themselves: the backfill below, and a repair after bulk loads done with
-- the triggers off (also a check: a test compares what the triggers kept with this).
CREATE FUNCTION "rebuild_customer_rollups"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM customer_rollups;
  INSERT INTO customer_rollups (account_id, grain, at, volume)
    SELECT account_id, g.grain, date_trunc(g.grain, created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', count(*)
    FROM customers CROSS JOIN (VALUES ('day'), ('hour')) AS g (grain) GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
-- No customer may be written between the backfill and the triggers below.
LOCK TABLE "customers" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT rebuild_customer_rollups();
--> statement-breakpoint
-- One statement's change to customers, as signed counts per account and UTC hour and day, added to the
-- rollups (as payment_rollups_apply does for payments): a group that grows is upserted, one that
-- shrinks only updated, so a row can be left at volume 0: readers skip it.
CREATE FUNCTION "customer_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_account integer[]; d_at timestamptz[]; d_sign integer[];
BEGIN
  -- A transition table exists only for the operations that have it: each branch names its own.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(account_id), array_agg(created_at), array_agg(1) INTO d_account, d_at, d_sign FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(account_id), array_agg(created_at), array_agg(-1) INTO d_account, d_at, d_sign FROM old_rows;
  ELSE
    -- Only customers whose account or creation time changed: a new name or phone costs a join, no write.
    SELECT array_agg(account_id), array_agg(created_at), array_agg(sign) INTO d_account, d_at, d_sign
      FROM (SELECT o.account_id, o.created_at, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.account_id, o.created_at) IS DISTINCT FROM (n.account_id, n.created_at)
            UNION ALL
            SELECT n.account_id, n.created_at, 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
             WHERE (o.account_id, o.created_at) IS DISTINCT FROM (n.account_id, n.created_at)) s;
  END IF;
  IF d_account IS NULL THEN
    RETURN NULL;
  END IF;

  WITH g AS (
    SELECT c.account_id, k.grain, date_trunc(k.grain, c.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS at,
           sum(c.sign) AS volume
    FROM unnest(d_account, d_at, d_sign) AS c (account_id, created_at, sign)
    CROSS JOIN (VALUES ('day'), ('hour')) AS k (grain)
    GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
  ), shrunk AS (
    UPDATE customer_rollups r SET volume = r.volume + g.volume
      FROM g
     WHERE g.volume < 0 AND r.account_id = g.account_id AND r.grain = g.grain AND r.at = g.at
  )
  INSERT INTO customer_rollups AS r (account_id, grain, at, volume)
  SELECT account_id, grain, at, volume FROM g WHERE volume > 0 ORDER BY 1, 2, 3
  ON CONFLICT (account_id, grain, at) DO UPDATE SET volume = r.volume + excluded.volume;
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
      'CREATE TRIGGER %I AFTER %s ON customers REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION customer_rollups_apply()',
      'customers_rollups_' || op, upper(op),
      CASE op WHEN 'insert' THEN 'NEW TABLE AS new_rows' WHEN 'delete' THEN 'OLD TABLE AS old_rows'
              ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END);
  END LOOP;
END;
$$;
