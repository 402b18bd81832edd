CREATE TABLE "activity_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sportsbook_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"continued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_limits_type_check" CHECK (type in ('activity', 'sportsbook_session', 'session', 'bet', 'time', 'loss', 'wager', 'deposit', 'reality_check', 'selfexclusion', 'coolingoff')),
	CONSTRAINT "user_limits_status_check" CHECK (status in ('active', 'confirmed', 'confirmed_disabled', 'unconfirmed', 'unconfirmed_disabled', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "comp_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ADD CONSTRAINT "sportsbook_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limits" ADD CONSTRAINT "user_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_player_idx" ON "activity_events" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "sportsbook_sessions_player_idx" ON "sportsbook_sessions" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "user_limits_player_idx" ON "user_limits" USING btree ("player_id");