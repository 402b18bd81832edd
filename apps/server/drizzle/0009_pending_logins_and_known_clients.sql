CREATE TABLE "known_sign_in_clients" (
	"player_id" integer NOT NULL,
	"client" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_sign_in_clients_player_id_client_pk" PRIMARY KEY("player_id","client")
);
--> statement-breakpoint
ALTER TABLE "players" DROP CONSTRAINT "players_login_check";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "pending_login" text;--> statement-breakpoint
ALTER TABLE "known_sign_in_clients" ADD CONSTRAINT "known_sign_in_clients_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_pending_login_idx" ON "players" USING btree ("pending_login");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_login_check" CHECK ("players"."email" is not null or "players"."phone" is not null or "players"."pending_login" is not null);