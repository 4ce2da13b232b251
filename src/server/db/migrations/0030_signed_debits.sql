-- A debit's ledger amount is signed (negative), as every money path writes it; refunds once wrote it
-- positive.
UPDATE "wallet_entries" SET "amount" = -"amount" WHERE "type" = 'D' AND "amount" > 0;
