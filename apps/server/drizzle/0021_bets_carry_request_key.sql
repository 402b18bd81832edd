ALTER TABLE "bets" DROP CONSTRAINT "bets_request_id_bet_requests_id_fk";
--> statement-breakpoint
DROP INDEX "bets_request_idx";--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "request_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "payload_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_request_key" ON "bets" USING btree ("player_id","request_key","request_index");--> statement-breakpoint
ALTER TABLE "bets" DROP COLUMN "request_id";--> statement-breakpoint
ALTER TABLE "bet_requests" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "bet_requests" CASCADE;
