CREATE TABLE "embed_hand_over_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_token" text NOT NULL,
	"app" text NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finishes_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"app" text NOT NULL,
	"player_id" integer,
	"account_id" integer,
	"currency" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_stakes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_stakes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"outcome_id" text NOT NULL,
	"odds_scaled" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"in_footer" boolean DEFAULT false NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_setting_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_setting_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"player_id" integer NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_acceptances_player_id_version_pk" PRIMARY KEY("player_id","version")
);
--> statement-breakpoint
ALTER TABLE "embed_hand_over_codes" ADD CONSTRAINT "embed_hand_over_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_token_game_sessions_token_fk" FOREIGN KEY ("session_token") REFERENCES "public"."game_sessions"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_account_id_player_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."player_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stakes" ADD CONSTRAINT "game_stakes_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stakes" ADD CONSTRAINT "game_stakes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stakes" ADD CONSTRAINT "game_stakes_account_id_player_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."player_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_hand_over_codes_expires_idx" ON "embed_hand_over_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "game_rounds_session_idx" ON "game_rounds" USING btree ("session_token","id");--> statement-breakpoint
CREATE INDEX "game_rounds_due_idx" ON "game_rounds" USING btree ("status","finishes_at");--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_stakes_request_key" ON "game_stakes" USING btree ("round_id","request_key");--> statement-breakpoint
CREATE INDEX "game_stakes_round_idx" ON "game_stakes" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "site_setting_changes_key_idx" ON "site_setting_changes" USING btree ("key","id");--> statement-breakpoint
CREATE INDEX "terms_acceptances_player_idx" ON "terms_acceptances" USING btree ("player_id","accepted_at");