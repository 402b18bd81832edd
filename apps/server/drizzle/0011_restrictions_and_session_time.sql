CREATE TABLE "account_restrictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_restrictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"strategy" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"disable_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_restrictions_type_check" CHECK ("account_restrictions"."type" in ('coolingoff', 'selfexclusion')),
	CONSTRAINT "account_restrictions_strategy_check" CHECK ("account_restrictions"."strategy" in ('timeout', 'panic', 'selfexclusion')),
	CONSTRAINT "account_restrictions_end_check" CHECK ("account_restrictions"."disable_at" > "account_restrictions"."created_at")
);
--> statement-breakpoint
-- Sessions of before this migration were last seen when last continued.
ALTER TABLE "sportsbook_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sportsbook_sessions" SET "last_seen_at" = "continued_at";--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ALTER COLUMN "last_seen_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_restrictions" ADD CONSTRAINT "account_restrictions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_restrictions_player_idx" ON "account_restrictions" USING btree ("player_id","disable_at");