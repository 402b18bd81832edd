// Placeholder until main carries the bonuses front end's store of the same name
// (`features/bonuses/jackpot-hit-pending.ts`); at the merge the runtime imports that one.
let pending = false;
export function setJackpotHitPending(value: boolean): void {
  pending = value;
}
export const jackpotHitPending = (): boolean => pending;
