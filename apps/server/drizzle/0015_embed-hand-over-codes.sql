CREATE TABLE "embed_hand_over_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "embed_hand_over_codes" ADD CONSTRAINT "embed_hand_over_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_hand_over_codes_expires_idx" ON "embed_hand_over_codes" USING btree ("expires_at");