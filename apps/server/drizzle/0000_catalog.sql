CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sport_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"country_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competitors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"urn_id" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"logo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitors_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"market_type_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"status" smallint NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"priority" integer NOT NULL,
	"most_balanced" boolean DEFAULT false NOT NULL,
	"next_bet_stop" text,
	"custom_bet_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_status_check" CHECK ("markets"."status" between -4 and 1)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"urn_id" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"tournament_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"home_competitor_id" integer,
	"away_competitor_id" integer,
	"stadium" text,
	"city" text,
	"status" smallint NOT NULL,
	"stage" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"statistics" jsonb,
	"has_video" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"is_provider_stats_available" boolean DEFAULT false NOT NULL,
	"bettable" boolean DEFAULT true NOT NULL,
	"popularity" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" between 0 and 5),
	CONSTRAINT "matches_type_check" CHECK ("matches"."type" in ('match', 'stage', 'season', 'simple_tournament'))
);
--> statement-breakpoint
CREATE TABLE "outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market_id" integer NOT NULL,
	"outcome_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean NOT NULL,
	"odds" numeric(12, 3) NOT NULL,
	"result" text,
	"position" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcomes_odds_check" CHECK ("outcomes"."odds" >= 1),
	CONSTRAINT "outcomes_result_check" CHECK ("outcomes"."result" is null or "outcomes"."result" in ('win', 'lose', 'void', 'half_win', 'half_lose'))
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"urn_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "sports_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"urn_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"priority" integer NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "tournaments_state_check" CHECK ("tournaments"."state" in ('active', 'created', 'disabled', 'finished', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_competitor_id_competitors_id_fk" FOREIGN KEY ("home_competitor_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_competitor_id_competitors_id_fk" FOREIGN KEY ("away_competitor_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sport_slug_key" ON "categories" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "markets_match_type_specifier_key" ON "markets" USING btree ("match_id","market_type_id","specifier");--> statement-breakpoint
CREATE INDEX "matches_start_time_idx" ON "matches" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "matches_status_start_time_idx" ON "matches" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "matches_sport_start_time_idx" ON "matches" USING btree ("sport_id","start_time");--> statement-breakpoint
CREATE INDEX "matches_tournament_start_time_idx" ON "matches" USING btree ("tournament_id","start_time");--> statement-breakpoint
CREATE INDEX "matches_category_idx" ON "matches" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "matches_slug_idx" ON "matches" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "outcomes_market_outcome_key" ON "outcomes" USING btree ("market_id","outcome_id");--> statement-breakpoint
CREATE INDEX "tournaments_sport_idx" ON "tournaments" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "tournaments_category_idx" ON "tournaments" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "tournaments_slug_idx" ON "tournaments" USING btree ("slug");