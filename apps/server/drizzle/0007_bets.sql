CREATE TABLE "bet_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"key" text NOT NULL,
	"payload_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_selections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"match_id" integer NOT NULL,
	"market_type_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"outcome_id" text NOT NULL,
	"market_name" text NOT NULL,
	"outcome_name" text NOT NULL,
	"odds" numeric(12, 3) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"request_id" bigint NOT NULL,
	"request_index" smallint NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"result" text DEFAULT 'no_results' NOT NULL,
	"stake" bigint NOT NULL,
	"placed_stake" bigint NOT NULL,
	"odds" numeric(24, 4) NOT NULL,
	"custom_odds" numeric(12, 3),
	"system_win_count" smallint,
	"system_size" smallint,
	"win_amount" bigint,
	"cashed_out_amount" bigint DEFAULT 0 NOT NULL,
	"auto_cashout_target" bigint,
	"quick" boolean DEFAULT false NOT NULL,
	"device_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_stake_check" CHECK ("bets"."stake" >= 0 and "bets"."placed_stake" > 0),
	CONSTRAINT "bets_status_check" CHECK (status in ('waiting_results', 'ready_to_process', 'done', 'cashed_out', 'cancelled', 'cashout_in_progress'))
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"player_id" integer,
	"bets" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_events" ADD CONSTRAINT "bet_events_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_events" ADD CONSTRAINT "bet_events_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_requests" ADD CONSTRAINT "bet_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_account_id_player_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."player_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_request_id_bet_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."bet_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_events_bet_idx" ON "bet_events" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_requests_player_key" ON "bet_requests" USING btree ("player_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_selections_bet_position" ON "bet_selections" USING btree ("bet_id","position");--> statement-breakpoint
CREATE INDEX "bet_selections_open_line_idx" ON "bet_selections" USING btree ("match_id","market_type_id","specifier") WHERE "bet_selections"."status" = 'open';--> statement-breakpoint
CREATE INDEX "bets_player_created_idx" ON "bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_open_idx" ON "bets" USING btree ("status") WHERE "bets"."status" in ('waiting_results', 'ready_to_process');--> statement-breakpoint
CREATE INDEX "bets_request_idx" ON "bets" USING btree ("request_id");--> statement-breakpoint
-- The bet history is append-only like the ledger: a change is a new event, never an edit.
CREATE OR REPLACE FUNCTION "bet_events_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'bet_events is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "bet_events_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "bet_events"
  FOR EACH ROW EXECUTE FUNCTION "bet_events_append_only"();
