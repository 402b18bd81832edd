-- Currencies of the reference platform. subunits = minor units per unit. ETH (10^18) would not
-- fit a safe JavaScript integer, so the crypto set is BTC and LTC at 10^8 (satoshi/litoshi).
INSERT INTO "currencies" ("code", "subunits", "fiat", "subcurrencies") VALUES
  ('EUR', 100, true, '[]'::jsonb),
  ('USD', 100, true, '[]'::jsonb),
  ('GBP', 100, true, '[]'::jsonb),
  ('BTC', 100000000, false, '["mBTC", "uBTC"]'::jsonb),
  ('LTC', 100000000, false, '["mLTC"]'::jsonb)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- The ledger is append-only: corrections are new entries (kind adjustment), never edits.
CREATE OR REPLACE FUNCTION "ledger_entries_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
