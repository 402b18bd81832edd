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
ALTER TABLE "bet_bonuses" ADD CONSTRAINT "bet_bonuses_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_bonuses" ADD CONSTRAINT "bet_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_bonuses" ADD CONSTRAINT "bet_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freebet_progress" ADD CONSTRAINT "freebet_progress_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freebet_progress" ADD CONSTRAINT "freebet_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_bonuses_campaign_idx" ON "bet_bonuses" USING btree ("campaign_id","player_id");