CREATE TABLE "bonus_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"only_verified" boolean DEFAULT false NOT NULL,
	"country_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_conditions" jsonb NOT NULL,
	"trigger_key" text,
	"uses_count" integer,
	"requires_activation" boolean DEFAULT false NOT NULL,
	"config" jsonb NOT NULL,
	"pool_amount" bigint DEFAULT 0 NOT NULL,
	"banner_desktop" text,
	"banner_mobile" text,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "bonus_campaigns_type_check" CHECK (type in ('comboboost', 'freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win', 'hunting', 'tournament', 'lootbox')),
	CONSTRAINT "bonus_campaigns_status_check" CHECK ("bonus_campaigns"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"state" text NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"currency" text,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"stake_sum" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"available_points" bigint DEFAULT 0 NOT NULL,
	"potential_points" bigint DEFAULT 0 NOT NULL,
	"farmed_amount" bigint DEFAULT 0 NOT NULL,
	"farmed_freebets_count" integer DEFAULT 0 NOT NULL,
	"farmed_event_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activated_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_bonuses_uses_check" CHECK ("player_bonuses"."times_used" >= 0),
	CONSTRAINT "player_bonuses_state_check" CHECK (state in ('available', 'active', 'deactivated', 'bonus_over', 'overridden'))
);
--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "seen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "boost_multiplier" numeric(8, 3);--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_campaigns_type_idx" ON "bonus_campaigns" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_campaign_player" ON "player_bonuses" USING btree ("campaign_id","player_id");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "freebets" ADD CONSTRAINT "freebets_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;