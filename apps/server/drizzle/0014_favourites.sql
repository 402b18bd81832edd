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
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_player_type_item_key" ON "favourites" USING btree ("player_id","type","item_id");--> statement-breakpoint
CREATE INDEX "favourites_player_type_active_idx" ON "favourites" USING btree ("player_id","type","active","created_at");