// The one database schema for both drivers (PGlite and PostgreSQL), one file per area. Migrations
// are generated from it with `npm run db:generate -w @sportsbook/server` into
// `apps/server/drizzle/`. Only re-exports: the area files import each other directly, never this
// file, so the schema has no import cycle (decision 0021).
export * from './schema-catalog';
export * from './schema-accounts';
export * from './schema-betting';
export * from './schema-bonuses';
export * from './schema-protection';
export * from './schema-restrictions';
export * from './schema-campaigns';
export * from './schema-farming';
export * from './schema-jackpots';
export * from './schema-loyalty';
export * from './schema-promo-codes';
export * from './schema-bet-bonuses';
export * from './schema-vip-bets';
export * from './schema-favourites';
export * from './schema-predictions';
export * from './schema-notifications';
export * from './schema-embed';
export * from './schema-product-lines';
export * from './schema-pages';
export * from './schema-site-settings';
