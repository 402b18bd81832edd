-- The stored balance of an account (decision 0057): every insert into the ledger adds its
-- amounts to `player_accounts.balance` in the same statement's transaction, once per statement
-- and account (a batch of placements writes many entries in one statement). The ledger is
-- append-only (trigger `ledger_entries_no_update_or_delete`), so inserts are the only change.
CREATE OR REPLACE FUNCTION "ledger_entries_keep_balance"() RETURNS trigger AS $$
BEGIN
  -- The accounts of one statement are locked in id order first, as the placement batch locks
  -- them, so two statements writing the same accounts never deadlock on their balances.
  PERFORM 1 FROM "player_accounts"
    WHERE "id" IN (SELECT "account_id" FROM "inserted") ORDER BY "id" FOR UPDATE;
  UPDATE "player_accounts" a SET "balance" = a."balance" + s."amount"
  FROM (SELECT "account_id", sum("amount") AS "amount" FROM "inserted" GROUP BY "account_id") s
  WHERE a."id" = s."account_id";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_keep_balance"
  AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_keep_balance"();
--> statement-breakpoint
UPDATE "player_accounts" a SET "balance" = coalesce(
  (SELECT sum(l."amount") FROM "ledger_entries" l WHERE l."account_id" = a."id"), 0);
