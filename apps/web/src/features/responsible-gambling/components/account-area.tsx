'use client';

import { type FormEvent, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { LoadState } from '../../../components/ui/load-state';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useLocalizedHref } from '../../../lib/i18n/use-localized-href';
import { formatTemplate } from '../../../lib/i18n/format-template';
import type messages from '../../../../messages/en.json';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import {
  type BettingStats,
  type Transactions,
  getBettingStats,
  getTransactions,
} from '../api/protection-api';
import { formatDateTime, formatMinor, unitOf } from '../model/format';
import { TRANSACTION_KINDS, transactionQuery } from '../model/transaction-filter';
import {
  SignedInOnly,
  card,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from './signed-in-only';
import { PlainLink } from '../../../components/layout/plain-link';

export type AccountAreaMessages = (typeof messages)['account-area'];

function useMoney() {
  const { locale } = useClientIntl();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  return (amount: number, currency: string) =>
    formatMinor(amount, unitOf(currency, auth.currencies), locale);
}

/** The account page: net position per period (the betting-stat sums) and links on. */
export function AccountOverview({
  t,
  saferGambling,
}: {
  t: AccountAreaMessages;
  saferGambling: boolean;
}) {
  const href = useLocalizedHref();
  return (
    <SignedInOnly prompt={t['sign-in']} button={t['sign-in-button']} loading={t.loading}>
      <NetPosition t={t} />
      <nav aria-label={t.title} className="flex flex-wrap gap-4 px-1 text-sm font-semibold">
        <PlainLink
          href={href('/account/history')}
          className="text-brand underline underline-offset-2"
        >
          {t.links['bet-history']}
        </PlainLink>
        <PlainLink
          href={href('/account/transactions')}
          className="text-brand underline underline-offset-2"
        >
          {t.links.transactions}
        </PlainLink>
        {saferGambling ? (
          <PlainLink
            href={href('/safer-gambling')}
            className="text-brand underline underline-offset-2"
          >
            {t.links['safer-gambling']}
          </PlainLink>
        ) : null}
      </nav>
    </SignedInOnly>
  );
}

function NetPosition({ t }: { t: AccountAreaMessages }) {
  const { locale } = useClientIntl();
  const money = useMoney();
  const [stats, setStats] = useState<BettingStats | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    getBettingStats(locale).then(setStats, () => setFailed(true));
  }, [locale]);
  return (
    <section aria-labelledby="net-title" className={card}>
      <h2 id="net-title" className="text-base font-bold">
        {t.net.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.net.intro}</p>
      <LoadState
        data={stats}
        failed={failed}
        texts={{ loading: t.loading, failed: t['load-failed'] }}
        className="mt-3"
      >
        {(stats) => (
          // A table wider than a phone scrolls sideways: keyboard users reach it by Tab.
          <div className="mt-3 overflow-x-auto" tabIndex={0}>
            <table className="w-full min-w-[20rem] text-sm">
              <thead>
                <tr className="border-b border-line text-start text-xs text-muted">
                  <th scope="col" className="py-2 text-start font-semibold">
                    {t.net.period}
                  </th>
                  <th scope="col" className="py-2 text-end font-semibold">
                    {t.net.bets}
                  </th>
                  <th scope="col" className="py-2 text-end font-semibold">
                    {t.net.wins}
                  </th>
                  <th scope="col" className="py-2 text-end font-semibold">
                    {t.net.net}
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.stats.map((row) => {
                  const net = row.winsSum - row.betsSum;
                  return (
                    <tr key={row.period} className="border-b border-line last:border-0">
                      <th scope="row" className="py-2 text-start font-semibold">
                        {t.net.periods[row.period]}
                      </th>
                      <td className="py-2 text-end tabular-nums">
                        {money(row.betsSum, stats.currency)}
                      </td>
                      <td className="py-2 text-end tabular-nums">
                        {money(row.winsSum, stats.currency)}
                      </td>
                      <td
                        className={`py-2 text-end font-bold tabular-nums ${net < 0 ? 'text-down' : ''}`}
                      >
                        {money(net, stats.currency)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
}

const PAGE_SIZE = 20;

/** Every ledger entry, newest first, with filters (type, from, to) and paging. */
export function TransactionsList({ t }: { t: AccountAreaMessages }) {
  return (
    <SignedInOnly prompt={t['sign-in']} button={t['sign-in-button']} loading={t.loading}>
      <TransactionsTable t={t} />
    </SignedInOnly>
  );
}

function TransactionsTable({ t }: { t: AccountAreaMessages }) {
  const { locale } = useClientIntl();
  const money = useMoney();
  const id = useId();
  const tt = t.transactions;
  const [form, setForm] = useState({ kind: '', from: '', to: '' });
  const [filter, setFilter] = useState({ kind: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Transactions | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getTransactions(transactionQuery(filter, page, PAGE_SIZE), locale, controller.signal).then(
      (next) => {
        setAnswer(next);
        setFailed(false);
      },
      (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') setFailed(true);
      },
    );
    return () => controller.abort();
  }, [filter, page, locale]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPage(1);
    setFilter(form);
  };
  const pages = answer ? Math.max(1, answer.pagination.lastPage) : 1;

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={apply}
        aria-label={tt.filters}
        className={`${card} grid gap-3 sm:grid-cols-4 sm:items-end`}
      >
        <label className={labelClass}>
          {tt.kind}
          <select
            value={form.kind}
            onChange={(event) => setForm({ ...form, kind: event.target.value })}
            className={inputClass}
          >
            <option value="">{tt['all-kinds']}</option>
            {TRANSACTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {tt.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {tt.from}
          <input
            type="date"
            value={form.from}
            onChange={(event) => setForm({ ...form, from: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          {tt.to}
          <input
            type="date"
            value={form.to}
            onChange={(event) => setForm({ ...form, to: event.target.value })}
            className={inputClass}
          />
        </label>
        <div className="flex gap-2">
          <button type="submit" className={primaryButton}>
            {tt.apply}
          </button>
          <button
            type="button"
            onClick={() => {
              const empty = { kind: '', from: '', to: '' };
              setForm(empty);
              setFilter(empty);
              setPage(1);
            }}
            className={secondaryButton}
          >
            {tt.reset}
          </button>
        </div>
      </form>
      <section aria-labelledby={`${id}-list`} className={card}>
        <h2 id={`${id}-list`} className="sr-only">
          {tt.title}
        </h2>
        <LoadState
          data={answer}
          failed={failed}
          texts={{ loading: t.loading, failed: t['load-failed'], empty: tt.empty }}
          isEmpty={(answer) => answer.data.length === 0}
        >
          {(answer) => (
            <>
              <p className="mb-2 text-xs text-muted" aria-live="polite">
                {formatTemplate(tt.total, { count: answer.pagination.total })}
              </p>
              <div className="overflow-x-auto" tabIndex={0}>
                <table className="w-full min-w-[22rem] text-sm">
                  <thead>
                    <tr className="border-b border-line text-xs text-muted">
                      <th scope="col" className="py-2 text-start font-semibold">
                        {tt.date}
                      </th>
                      <th scope="col" className="py-2 text-start font-semibold">
                        {tt.type}
                      </th>
                      <th scope="col" className="py-2 text-end font-semibold">
                        {tt.amount}
                      </th>
                      <th
                        scope="col"
                        className="hidden py-2 ps-3 text-start font-semibold sm:table-cell"
                      >
                        {tt.reference}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.data.map((entry) => (
                      <tr
                        key={entry.id}
                        className="border-b border-line last:border-0"
                        data-testid="transaction"
                      >
                        <td className="py-2 whitespace-nowrap">
                          {formatDateTime(entry.createdAt, locale)}
                        </td>
                        <td className="py-2">{tt.kinds[entry.kind]}</td>
                        <td
                          className={`py-2 text-end font-semibold tabular-nums ${entry.amount < 0 ? 'text-down' : 'text-up'}`}
                        >
                          {entry.amount > 0 ? '+' : ''}
                          {money(entry.amount, entry.currency)}
                        </td>
                        <td className="hidden py-2 ps-3 text-xs text-muted sm:table-cell">
                          {entry.reference ?? ''}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav
                aria-label={tt.pages}
                className="mt-3 flex items-center justify-between gap-2 text-sm"
              >
                <button
                  type="button"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                  className={secondaryButton}
                >
                  {tt.previous}
                </button>
                <span className="tabular-nums">{formatTemplate(tt.page, { page, pages })}</span>
                <button
                  type="button"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                  className={secondaryButton}
                >
                  {tt.next}
                </button>
              </nav>
            </>
          )}
        </LoadState>
      </section>
    </div>
  );
}
