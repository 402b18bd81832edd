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
ALTER TABLE "player_bonuses" ADD COLUMN "farmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "farming_bets" ADD CONSTRAINT "farming_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farming_bets" ADD CONSTRAINT "farming_bets_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farming_bets" ADD CONSTRAINT "farming_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_freebet_id_freebets_id_fk" FOREIGN KEY ("freebet_id") REFERENCES "public"."freebets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farming_bets_campaign_player_idx" ON "farming_bets" USING btree ("campaign_id","player_id");