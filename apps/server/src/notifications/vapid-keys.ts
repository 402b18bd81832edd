// Prints a new VAPID key pair for `.env` (`npm run vapid-keys -w @sportsbook/server`).
import { generateVapidKeys } from './web-push';

const keys = generateVapidKeys();
process.stdout.write(`VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}\n`);
