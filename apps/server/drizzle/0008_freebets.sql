CREATE TABLE "freebet_uses" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"freebet_id" bigint NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freebets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freebets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"min_odds" numeric(12, 3),
	"max_odds" numeric(12, 3),
	"selection_count_from" smallint DEFAULT 1 NOT NULL,
	"selection_count_to" smallint,
	"match_status" smallint,
	"uses_count" smallint DEFAULT 1 NOT NULL,
	"times_used" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "freebets_amount_check" CHECK ("freebets"."amount" > 0),
	CONSTRAINT "freebets_uses_check" CHECK ("freebets"."times_used" >= 0 and "freebets"."times_used" <= "freebets"."uses_count"),
	CONSTRAINT "freebets_type_check" CHECK (type in ('freebet_only_win', 'freebet_all_win', 'freebet_no_risk', 'freebet'))
);
--> statement-breakpoint
ALTER TABLE "freebet_uses" ADD CONSTRAINT "freebet_uses_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freebet_uses" ADD CONSTRAINT "freebet_uses_freebet_id_freebets_id_fk" FOREIGN KEY ("freebet_id") REFERENCES "public"."freebets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freebets" ADD CONSTRAINT "freebets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freebet_uses_freebet" ON "freebet_uses" USING btree ("freebet_id");--> statement-breakpoint
CREATE INDEX "freebets_player_idx" ON "freebets" USING btree ("player_id");