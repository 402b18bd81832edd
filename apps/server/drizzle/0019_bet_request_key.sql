ALTER TABLE "bets" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "payload_hash" text;