// The transactions page's filter as the ledger call's query: a date field means a whole day in
// the player's zone, `to` inclusive (the API's `to` is exclusive, so it is the next midnight).

export const TRANSACTION_KINDS = [
  'deposit',
  'wager',
  'win',
  'refund',
  'cashout',
  'adjustment',
  'jackpot_win',
] as const;

export interface TransactionFilterForm {
  kind: string;
  /** `yyyy-mm-dd` from a date input, or empty. */
  from: string;
  to: string;
}

const localMidnight = (day: string, addDays = 0): string | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

export function transactionQuery(form: TransactionFilterForm, page: number, limit: number) {
  const kind = (TRANSACTION_KINDS as readonly string[]).includes(form.kind) ? form.kind : undefined;
  const from = localMidnight(form.from);
  let to = localMidnight(form.to, 1);
  // A "to" before "from" would be refused: read it as the same single day.
  if (from && to && Date.parse(to) <= Date.parse(from)) to = localMidnight(form.from, 1);
  return { kind, from, to, page, limit };
}
