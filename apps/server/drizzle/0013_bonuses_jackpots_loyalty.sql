CREATE TABLE "bonus_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"several_active_freebets" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_settings_one_row" CHECK ("bonus_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "farming_bets" (
	"bet_id" bigint NOT NULL,
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"potential_points" bigint NOT NULL,
	"event_ids" jsonb NOT NULL,
	"chosen" text NOT NULL,
	"pool_share" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"points" bigint,
	"settled_at" timestamp with time zone,
	CONSTRAINT "farming_bets_bet_id_campaign_id_pk" PRIMARY KEY("bet_id","campaign_id"),
	CONSTRAINT "farming_bets_outcome_check" CHECK ("farming_bets"."outcome" is null or "farming_bets"."outcome" in ('counted', 'void'))
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"campaign_id" integer NOT NULL,
	"position" integer NOT NULL,
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"farmed_amount" bigint NOT NULL,
	"freebet_id" bigint,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_prizes_campaign_id_position_pk" PRIMARY KEY("campaign_id","position"),
	CONSTRAINT "tournament_prizes_amount_check" CHECK ("tournament_prizes"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_contributions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_contributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" bigint NOT NULL,
	"jackpot_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_contributions_amount_check" CHECK ("jackpot_contributions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"jackpot_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"draw_number" integer NOT NULL,
	"seed" text NOT NULL,
	"value" double precision NOT NULL,
	"probability" double precision NOT NULL,
	"pool_before" bigint NOT NULL,
	"contribution" bigint NOT NULL,
	"forced" boolean NOT NULL,
	"hit" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_hits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"jackpot_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_hits_status_check" CHECK (status in ('pending', 'approved', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jackpot_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	"seed_amount" bigint NOT NULL,
	"pool_amount" bigint NOT NULL,
	"contribution_weight" integer NOT NULL,
	"must_hit_by" bigint NOT NULL,
	"draw_count" integer DEFAULT 0 NOT NULL,
	"force_next_hit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "jackpot_levels_amounts_check" CHECK ("jackpot_levels"."seed_amount" >= 0 and "jackpot_levels"."pool_amount" >= 0),
	CONSTRAINT "jackpot_levels_cap_check" CHECK ("jackpot_levels"."must_hit_by" > "jackpot_levels"."seed_amount"),
	CONSTRAINT "jackpot_levels_weight_check" CHECK ("jackpot_levels"."contribution_weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"contribution_bps" integer NOT NULL,
	"min_stake" bigint NOT NULL,
	"min_odds" numeric(12, 3),
	"bet_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "jackpots_status_check" CHECK ("jackpots"."status" in ('active', 'inactive')),
	CONSTRAINT "jackpots_share_check" CHECK ("jackpots"."contribution_bps" > 0 and "jackpots"."contribution_bps" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "comp_point_accruals" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comp_point_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min" integer NOT NULL,
	"max" integer,
	"unlock_campaign_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comp_point_levels_range_check" CHECK ("comp_point_levels"."min" >= 0 and ("comp_point_levels"."max" is null or "comp_point_levels"."max" >= "comp_point_levels"."min"))
);
--> statement-breakpoint
CREATE TABLE "comp_point_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"per_minor_units" bigint NOT NULL,
	CONSTRAINT "comp_point_rates_check" CHECK ("comp_point_rates"."points" >= 0 and "comp_point_rates"."per_minor_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "comp_point_unlocks" (
	"player_id" integer NOT NULL,
	"level_id" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "comp_point_unlocks_player_id_level_id_pk" PRIMARY KEY("player_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"defaults_seeded" boolean DEFAULT true NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "status_groups_source_check" CHECK (source in ('comp_point_level', 'player_statuses'))
);
--> statement-breakpoint
CREATE TABLE "promo_code_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_code_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promo_code_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"freebet_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"max_claims" integer,
	"claims" integer DEFAULT 0 NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_claims_check" CHECK ("promo_codes"."claims" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bet_bonuses" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"bonus_odds" numeric(8, 3),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bet_bonuses_type_check" CHECK (type in ('comboboost', 'hunting', 'tournament', 'lootbox'))
);
--> statement-breakpoint
CREATE TABLE "freebet_progress" (
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"freebets_issued" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "freebet_progress_campaign_id_player_id_pk" PRIMARY KEY("campaign_id","player_id"),
	CONSTRAINT "freebet_progress_counts_check" CHECK ("freebet_progress"."bets_count" >= 0 and "freebet_progress"."freebets_issued" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "farmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "farming_bets" ADD CONSTRAINT "farming_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farming_bets" ADD CONSTRAINT "farming_bets_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farming_bets" ADD CONSTRAINT "farming_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_freebet_id_freebets_id_fk" FOREIGN KEY ("freebet_id") REFERENCES "public"."freebets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD CONSTRAINT "jackpot_draws_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD CONSTRAINT "jackpot_draws_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_draws" ADD CONSTRAINT "jackpot_draws_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_draw_id_jackpot_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."jackpot_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_account_id_player_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."player_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_accruals" ADD CONSTRAINT "comp_point_accruals_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_accruals" ADD CONSTRAINT "comp_point_accruals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_levels" ADD CONSTRAINT "comp_point_levels_unlock_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("unlock_campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_unlocks" ADD CONSTRAINT "comp_point_unlocks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_claims" ADD CONSTRAINT "promo_code_claims_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_claims" ADD CONSTRAINT "promo_code_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_bonuses" ADD CONSTRAINT "bet_bonuses_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_bonuses" ADD CONSTRAINT "bet_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_bonuses" ADD CONSTRAINT "bet_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freebet_progress" ADD CONSTRAINT "freebet_progress_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freebet_progress" ADD CONSTRAINT "freebet_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farming_bets_campaign_player_idx" ON "farming_bets" USING btree ("campaign_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_contributions_bet_level_key" ON "jackpot_contributions" USING btree ("bet_id","level_id");--> statement-breakpoint
CREATE INDEX "jackpot_contributions_jackpot_idx" ON "jackpot_contributions" USING btree ("jackpot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_draws_level_bet_key" ON "jackpot_draws" USING btree ("level_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_draws_level_number_key" ON "jackpot_draws" USING btree ("level_id","draw_number");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_hits_draw_key" ON "jackpot_hits" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_jackpot_idx" ON "jackpot_hits" USING btree ("jackpot_id","created_at");--> statement-breakpoint
CREATE INDEX "jackpot_hits_player_idx" ON "jackpot_hits" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_code_key" ON "jackpot_levels" USING btree ("jackpot_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_code_key" ON "jackpots" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_claims_code_player" ON "promo_code_claims" USING btree ("promo_code_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promo_codes_campaign_idx" ON "promo_codes" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "bet_bonuses_campaign_idx" ON "bet_bonuses" USING btree ("campaign_id","player_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('deposit', 'wager', 'win', 'refund', 'cashout', 'adjustment', 'jackpot_win'));--> statement-breakpoint
-- The operator's bonus settings have one row; several active freebets are allowed until the
-- operator says otherwise (decision 0033).
INSERT INTO "bonus_settings" ("id", "several_active_freebets") VALUES (1, true)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- With several active freebets not allowed, a freebet issued by any path replaces the player's
-- other playable freebets, in the issuing transaction.
CREATE OR REPLACE FUNCTION "freebets_override_others"() RETURNS trigger AS $$
BEGIN
  IF COALESCE((SELECT "several_active_freebets" FROM "bonus_settings" WHERE "id" = 1), true) THEN
    RETURN NEW;
  END IF;
  UPDATE "freebets" SET "overridden_at" = NEW."created_at"
  WHERE "player_id" = NEW."player_id"
    AND "id" <> NEW."id"
    AND "overridden_at" IS NULL
    AND "is_active"
    AND "times_used" < "uses_count"
    AND ("expired_at" IS NULL OR "expired_at" > NEW."created_at");
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "freebets_override_others_after_insert"
  AFTER INSERT ON "freebets"
  FOR EACH ROW EXECUTE FUNCTION "freebets_override_others"();
