CREATE TABLE "deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('pending', 'success', 'error')),
	CONSTRAINT "deposits_method_check" CHECK ("deposits"."method" in ('checkout', 'quick'))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_account_id_player_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."player_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_player_idx" ON "deposits" USING btree ("player_id");