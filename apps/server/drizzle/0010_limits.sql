CREATE TABLE "player_limit_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_limit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"limit_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_amount" bigint,
	"to_amount" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limit_changes_action_check" CHECK (action in ('set', 'tightened', 'loosening_requested', 'removal_requested', 'confirmed', 'lapsed'))
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"period" text,
	"currency" text,
	"scope" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"pending_amount" bigint,
	"pending_requested_at" timestamp with time zone,
	"pending_effective_at" timestamp with time zone,
	"pending_confirm_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_type_check" CHECK (type in ('deposit', 'loss', 'wager', 'session', 'reality_check')),
	CONSTRAINT "player_limits_status_check" CHECK (status in ('active', 'confirmed', 'confirmed_disabled', 'unconfirmed', 'unconfirmed_disabled', 'disabled')),
	CONSTRAINT "player_limits_amount_check" CHECK ("player_limits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "player_limit_changes" ADD CONSTRAINT "player_limit_changes_limit_id_player_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."player_limits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_changes" ADD CONSTRAINT "player_limit_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limit_changes_player_idx" ON "player_limit_changes" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_limits_scope_key" ON "player_limits" USING btree ("player_id","scope") WHERE "player_limits"."status" not in ('confirmed_disabled', 'disabled');