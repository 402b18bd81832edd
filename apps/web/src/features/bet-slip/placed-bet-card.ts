// My bets' card of one placed bet (selections with odds and results, stake, payout, bonus,
// jackpot mark, cash-out), for other pages that list bets, such as the bet history.
export { BetCard as PlacedBetCard } from './components/my-bets';
export { FALLBACK_CURRENCY } from './components/format';
