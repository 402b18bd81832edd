/** The widget's room while its chunk and the pools load, so nothing jumps when they arrive. */
export const JACKPOT_PLACEHOLDER_CLASS = 'h-[7.5rem] animate-pulse rounded-lg bg-ink/90';
