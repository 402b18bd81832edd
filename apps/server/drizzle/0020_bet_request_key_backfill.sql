-- The request keys move onto the bets (decision 0064): each bet takes its request's key and
-- payload hash before `bet_requests` is dropped and the columns become required (0021).
UPDATE "bets" b SET "request_key" = r."key", "payload_hash" = r."payload_hash"
FROM "bet_requests" r WHERE r."id" = b."request_id";
