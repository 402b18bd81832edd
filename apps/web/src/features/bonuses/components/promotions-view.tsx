'use client';

import { type MouseEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useLocalizedHref } from '../../../lib/i18n/use-localized-href';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { type AccountModal, openModal } from '../../account/modal-store';
import { type Promotions, getBonuses, getPromotions } from '../api/bonuses-api';
import { bonusListVersions, subscribeBonusLists } from '../bonus-store';
import { type BonusCard, mergeCards, toCards } from '../model/bonus-cards';
import { PromoCodeForm } from './promo-code-form';
import { PromotionCard } from './promotion-card';
import { PlainLink } from '../../../components/layout/plain-link';

const INITIAL_VERSION = '0.0.0.0.0';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; cards: BonusCard[] };

/**
 * The promotions page's island: the public campaigns for everyone, merged with the signed-in
 * player's own bonuses (their status, progress and activation); the promo-code form for
 * players, a sign-in prompt for visitors. Refetches when a list changes.
 */
export function PromotionsView({ initial }: { initial: Promotions | null }) {
  const { locale, messages } = useClientIntl();
  const t = messages.bonuses;
  const href = useLocalizedHref();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const versions = useSyncExternalStore(subscribeBonusLists, bonusListVersions, bonusListVersions);
  const signedIn = auth.status === 'logged_in';
  const settled = auth.status !== 'pending';
  const [state, setState] = useState<State>(
    initial ? { kind: 'ready', cards: toCards(initial) } : { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const version = Object.values(versions).join('.');

  useEffect(() => {
    if (!settled) return;
    // A visitor's cards came with the page: fetch again only when something changed.
    if (!signedIn && initial && attempt === 0 && version === INITIAL_VERSION) return;
    const controller = new AbortController();
    const own = signedIn
      ? getBonuses(locale, { limitPerType: 20 }, controller.signal).then(toCards)
      : Promise.resolve([]);
    Promise.all([getPromotions(locale, controller.signal).then(toCards), own]).then(
      ([publicCards, playerCards]) =>
        setState({ kind: 'ready', cards: mergeCards(publicCards, playerCards) }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [locale, settled, signedIn, version, attempt, initial]);

  const open = (modal: AccountModal) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openModal(modal);
  };

  return (
    <div className="flex flex-col gap-4">
      {signedIn ? (
        <PromoCodeForm />
      ) : settled ? (
        <section className="flex flex-col items-start gap-3 rounded-xl bg-ink p-4 text-white sm:flex-row sm:items-center">
          <p className="flex-1 text-sm font-semibold">{t['sign-in-prompt']}</p>
          <div className="flex gap-2">
            <PlainLink
              href={href('/users/sign-in')}
              onClick={open('signIn')}
              className="flex h-10 items-center rounded-md bg-white/10 px-4 text-sm font-bold hover:bg-white/15"
            >
              {t['sign-in']}
            </PlainLink>
            <PlainLink
              href={href('/users/sign-up')}
              onClick={open('signUp')}
              className="flex h-10 items-center rounded-md bg-accent px-4 text-sm font-bold text-ink hover:bg-accent-strong"
            >
              {t['sign-up']}
            </PlainLink>
          </div>
        </section>
      ) : null}

      {state.kind === 'loading' ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only">{t.loading}</span>
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              aria-hidden="true"
              className="h-80 animate-pulse rounded-xl bg-surface"
            />
          ))}
        </div>
      ) : state.kind === 'failed' ? (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-surface p-4">
          <p role="alert" className="text-sm">
            {t['load-failed']}
          </p>
          <button
            type="button"
            onClick={() => {
              setState({ kind: 'loading' });
              setAttempt((value) => value + 1);
            }}
            className="h-10 rounded-md border border-line px-4 text-sm font-bold hover:bg-subtle"
          >
            {t.retry}
          </button>
        </div>
      ) : state.cards.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-sm text-muted">{t.empty}</p>
      ) : (
        <ul aria-label={t['list-label']} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {state.cards.map((card) => (
            <li key={`${card.ref.type}:${card.ref.id}`} className="flex">
              <PromotionCard card={card} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
