'use client';

import { useEffect, useState } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { type TournamentRating, getTournamentRating } from '../api/bonuses-api';
import { type CurrencyUnit, formatAmount } from '../model/format';

type Row = TournamentRating['data'][number];

/**
 * A hunting tournament's prize pool and leaderboard (GET /bonuses/tournaments/{id}/rating):
 * position, masked e-mail, farmed amount; the player's own row highlighted, and shown below
 * the page when the player is further down.
 */
export function Leaderboard({
  tournamentId,
  unit,
  version,
}: {
  tournamentId: string;
  unit: (code: string) => CurrencyUnit;
  version: number;
}) {
  const { locale, messages } = useClientIntl();
  const t = messages.bonuses.detail;
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; rating: TournamentRating }
  >({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getTournamentRating(locale, tournamentId, controller.signal).then(
      (rating) => setState({ kind: 'ready', rating }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [locale, tournamentId, version]);

  if (state.kind === 'loading')
    return <div aria-hidden="true" className="h-32 animate-pulse rounded-lg bg-subtle" />;
  if (state.kind === 'failed')
    return <p className="text-sm text-muted">{t['leaderboard-failed']}</p>;
  const { rating } = state;
  const money = (amount: number, code: string) => formatAmount(amount, unit(code), locale);
  const own = rating.currentUser;
  const ownOnPage = own !== null && rating.data.some((row) => row.position === own.position);

  return (
    <section aria-labelledby={`leaderboard-${tournamentId}`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3 rounded-lg bg-ink px-4 py-3 text-white">
        <span className="text-sm font-semibold text-white/80">{t.pool}</span>
        <span className="text-lg font-extrabold tabular-nums text-accent" data-testid="prize-pool">
          {money(rating.poolAmount, rating.currency)}
        </span>
      </div>
      {rating.finished ? <p className="text-sm font-semibold">{t.finished}</p> : null}
      <h3 id={`leaderboard-${tournamentId}`} className="text-sm font-extrabold">
        {t.leaderboard}
      </h3>
      {rating.data.length === 0 ? (
        <p className="text-sm text-muted">{t['leaderboard-empty']}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-start text-xs text-muted">
              <th scope="col" className="w-16 py-1 ps-2 text-start font-semibold">
                {t.position}
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                {t.player}
              </th>
              <th scope="col" className="py-1 pe-2 text-end font-semibold">
                {t.farmed}
              </th>
            </tr>
          </thead>
          <tbody>
            {rating.data.map((row) => (
              <LeaderboardRow key={row.position} row={row} you={t.you} money={money} />
            ))}
            {own && !ownOnPage ? (
              <LeaderboardRow row={own} you={t.you} money={money} separated />
            ) : null}
          </tbody>
        </table>
      )}
      {own ? (
        <p className="text-xs text-muted">
          {t['your-position']}: <strong className="text-ink">{own.position}</strong>
          {' · '}
          {t['freebets-won']}: {own.farmedFreebetsCount}
        </p>
      ) : null}
    </section>
  );
}

function LeaderboardRow({
  row,
  you,
  money,
  separated = false,
}: {
  row: Row;
  you: string;
  money: (amount: number, code: string) => string;
  separated?: boolean;
}) {
  const mine = row.currentUser;
  return (
    <tr
      data-current-user={mine ? 'true' : undefined}
      className={`${mine ? 'bg-accent/20 font-bold' : ''} ${separated ? 'border-t-2 border-dashed border-line' : 'border-t border-line'}`}
    >
      <td className="py-2 ps-2 tabular-nums">{row.position}</td>
      <td className="max-w-0 truncate py-2">
        {row.email}
        {mine ? (
          <span className="ms-2 rounded-sm bg-ink px-1.5 text-[11px] text-white">{you}</span>
        ) : null}
      </td>
      <td className="py-2 pe-2 text-end tabular-nums">
        {money(row.farmedAmount, row.currencyCode)}
      </td>
    </tr>
  );
}
