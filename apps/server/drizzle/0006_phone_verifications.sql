CREATE TABLE "phone_verifications" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sms_count" integer DEFAULT 0 NOT NULL,
	"sms_window_started_at" timestamp with time zone,
	"resend_available_at" timestamp with time zone,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;