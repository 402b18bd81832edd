// The betting rules of spec sections 4, 5 and 9, pure: no I/O, no framework, no Node APIs.
export type { Brand } from './core/brand';
export type { Refusal } from './core/result';

export * from './odds/odds';
export * from './odds/odds-formats';
export * from './money/money';
export * from './match/status';
export * from './system/system';
export * from './system/system-win-range';
export * from './bet-slip/types';
export * from './bet-slip/composition';
export * from './bet-slip/bonuses';
export * from './bet-slip/odds-updates';
export * from './bet-slip/ticket-state';
export * from './potential-win/potential-win';
export * from './limits/bet-limits';
export * from './limits/max-stake';
export * from './placing/placing-checks';
export * from './placing/live-delay';
export * from './quick-bet/quick-bet';
export * from './errors/place-bet-errors';
export * from './locale/locale-routing';
export * from './cashout/cashout';
export * from './freebet/freebet-rules';
export * from './settlement/settlement';
export * from './protection/sessions';
export * from './protection/restrictions';
