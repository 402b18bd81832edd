CREATE TABLE "vip_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"payload_hash" text NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" numeric(24, 4) NOT NULL,
	"selections" jsonb NOT NULL,
	"device_id" text NOT NULL,
	"quick" boolean DEFAULT false NOT NULL,
	"hold_entry_id" bigint,
	"counter_stake" bigint,
	"counter_odds" numeric(24, 4),
	"countered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"bet_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "vip_bets_stake_check" CHECK ("vip_bets"."stake" > 0),
	CONSTRAINT "vip_bets_status_check" CHECK (status in ('pending', 'countered', 'accepted', 'rejected', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"item_id" integer NOT NULL,
	"active" boolean NOT NULL,
	"session_id" text,
	"seq" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_type_check" CHECK ("favourites"."type" in ('match', 'league', 'sport', 'competitor'))
);
--> statement-breakpoint
CREATE TABLE "prediction_votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prediction_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prediction_id" text NOT NULL,
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"choice" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"notification_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reads_player_id_notification_id_pk" PRIMARY KEY("player_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer,
	"type" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"template" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"audience_up_to" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('bet', 'maintenance', 'bonus', 'jackpot', 'vip_bet')),
	CONSTRAINT "notifications_broadcast_check" CHECK ("notifications"."player_id" is not null or ("notifications"."read_at" is null and "notifications"."audience_up_to" is not null))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_bets" ADD CONSTRAINT "vip_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bets" ADD CONSTRAINT "vip_bets_account_id_player_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."player_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bets" ADD CONSTRAINT "vip_bets_hold_entry_id_ledger_entries_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bets" ADD CONSTRAINT "vip_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_bets_player_key" ON "vip_bets" USING btree ("player_id","request_key");--> statement-breakpoint
CREATE INDEX "vip_bets_player_created_idx" ON "vip_bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_bets_open_idx" ON "vip_bets" USING btree ("expires_at") WHERE "vip_bets"."status" in ('pending', 'countered');--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_player_type_item_key" ON "favourites" USING btree ("player_id","type","item_id");--> statement-breakpoint
CREATE INDEX "favourites_player_type_active_idx" ON "favourites" USING btree ("player_id","type","active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prediction_votes_player_idx" ON "prediction_votes" USING btree ("prediction_id","player_id");--> statement-breakpoint
CREATE INDEX "prediction_votes_count_idx" ON "prediction_votes" USING btree ("prediction_id","choice");--> statement-breakpoint
CREATE INDEX "notifications_player_idx" ON "notifications" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("player_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_broadcast_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."player_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("player_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_player_idx" ON "push_subscriptions" USING btree ("player_id");