'use client';

import { Suspense, lazy } from 'react';
import { showAlert } from '../../../components/layout/alert-store';
import { ChevronDownIcon, PlusIcon, UserIcon } from '../../../components/ui/icons';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { useLocalizedHref } from '../../../lib/i18n/use-localized-href';
import { formatTemplate } from '../../../lib/i18n/format-template';
import { PanicButton } from '../../responsible-gambling/panic-button';
import { useProtectionFlags } from '../../responsible-gambling/protection-host';
import {
  type AuthState,
  activeAccount,
  authSnapshot,
  signOut,
  switchCurrency,
} from '../auth-store';
import { openModal } from '../modal-store';
import { displayName } from '../model/display-name';
import { formatBalance } from '../model/money';
import { headerGhostClass as ghost } from './header-classes';
import { HeaderPopover, popoverItemClass } from './header-popover';
import { PlainLink } from '../../../components/layout/plain-link';

// Comp points and level: fetched and drawn only when the account menu opens.
const LoyaltySummary = lazy(() => import('../../bonuses/loyalty-summary'));

/**
 * A signed-in player's side of the header: deposit, balance with the currency switch and the
 * account menu. A chunk of its own, so visitors' pages carry only the sign-in buttons.
 */
export default function HeaderAccountSignedIn({ auth }: { auth: AuthState }) {
  const { locale, messages } = useClientIntl();
  const t = messages.account;
  const href = useLocalizedHref();
  const protection = useProtectionFlags();
  const p = messages.protection;
  const m = messages.settings.menu;
  if (auth.profile === null) return null;
  const name = displayName(auth.profile);
  const account = activeAccount(auth);
  const info = (code: string) => auth.currencies.find((currency) => currency.code === code);
  const balance = account
    ? formatBalance(
        account.balance.availableToBetWithLockedCents,
        { code: account.currency, subunits: account.subunits, fiat: info(account.currency)?.fiat },
        locale,
      )
    : '—';
  const codes = [
    ...new Set([
      ...auth.accounts.map((item) => item.currency),
      ...auth.currencies.map((item) => item.code),
    ]),
  ];

  const onCurrency = async (code: string, close: () => void) => {
    close();
    if (code === account?.currency) return;
    try {
      await switchCurrency(code, locale);
      showAlert({
        kind: 'success',
        message: formatTemplate(t.alerts['currency-changed'], { currency: code }),
      });
    } catch {
      // A 401 has signed the player out and opened sign-in: no alert then (spec section 8).
      if (authSnapshot().status === 'logged_in')
        showAlert({ kind: 'error', message: t.alerts['currency-failed'] });
    }
  };

  const onSignOut = async () => {
    // An expired session has already opened sign-in with its notice: no second message.
    if ((await signOut(locale)) === 'signed-out')
      showAlert({ kind: 'success', message: t.alerts['signed-out'] });
  };

  return (
    <>
      <button
        type="button"
        onClick={() => openModal('deposit')}
        className="flex h-9 items-center gap-1 rounded-md bg-accent px-2 text-[13px] font-bold whitespace-nowrap text-ink hover:bg-accent-strong sm:px-3.5 sm:text-sm"
      >
        {/* Between `desk` and `lg` the header also holds the section links and the notification
          bell: the deposit button is its icon there, as on phones, so a German header fits. */}
        <PlusIcon size={18} className="sm:max-desk:hidden lg:hidden" />
        <span className="sr-only sm:max-desk:not-sr-only lg:not-sr-only">{t.header.deposit}</span>
      </button>
      <HeaderPopover
        buttonClassName="flex h-9 items-center gap-1 rounded-md bg-white/10 px-2.5 text-[13px] font-bold tabular-nums text-white hover:bg-white/15 sm:text-sm"
        button={
          <>
            <span className="sr-only">{t.header.balance}: </span>
            <span data-testid="header-balance">{balance}</span>
            {/* Below 360 px a four-digit balance needs the chevron's room. */}
            <ChevronDownIcon size={16} className="text-white/70 max-[359px]:hidden" />
          </>
        }
      >
        {(close) => (
          <ul aria-label={formatTemplate(t.header.currency, { currency: account?.currency ?? '' })}>
            {codes.map((code) => {
              const own = auth.accounts.find((item) => item.currency === code);
              return (
                <li key={code}>
                  <button
                    type="button"
                    aria-current={own?.active ? true : undefined}
                    onClick={() => void onCurrency(code, close)}
                    className={popoverItemClass}
                  >
                    <span>{code}</span>
                    {own && (
                      <span className="font-normal tabular-nums text-muted">
                        {formatBalance(
                          own.balance.availableToBetWithLockedCents,
                          { code, subunits: own.subunits, fiat: info(code)?.fiat },
                          locale,
                        )}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </HeaderPopover>
      <HeaderPopover
        buttonClassName={ghost}
        button={
          <>
            <UserIcon size={18} />
            {/* The name shows where the header has room for it (lg); the menu names it in any case. */}
            <span className="sr-only lg:not-sr-only lg:max-w-40 lg:truncate">{name}</span>
            <span className="sr-only">, {t.header['account-menu']}</span>
          </>
        }
      >
        {(close) => (
          <div className="flex flex-col gap-1">
            <p className="truncate px-3 pt-1.5 text-sm font-bold">{name}</p>
            {auth.profile?.email && auth.profile.email !== name && (
              <p className="truncate px-3 text-xs text-muted">{auth.profile.email}</p>
            )}
            <Suspense fallback={null}>
              <LoyaltySummary />
            </Suspense>
            <hr className="my-1 border-line" />
            {/* Issue 17's order: balance, deposit, bet history, transactions, settings,
              notifications, safer gambling, sign out. */}
            <p className="flex items-baseline justify-between gap-2 px-3 py-1 text-sm">
              <span className="text-muted">{m.balance}</span>
              <span className="font-bold tabular-nums" data-testid="menu-balance">
                {balance}
              </span>
            </p>
            <button
              type="button"
              onClick={() => {
                close();
                openModal('deposit');
              }}
              className={popoverItemClass}
            >
              {m.deposit}
            </button>
            <PlainLink href={href('/account/history')} onClick={close} className={popoverItemClass}>
              {m.history}
            </PlainLink>
            <PlainLink
              href={href('/account/transactions')}
              onClick={close}
              className={popoverItemClass}
            >
              {p.menu.transactions}
            </PlainLink>
            <PlainLink
              href={href('/account/settings')}
              onClick={close}
              className={popoverItemClass}
            >
              {m.settings}
            </PlainLink>
            <PlainLink
              href={href('/account/notifications')}
              onClick={close}
              className={popoverItemClass}
            >
              {messages.notifications.menu}
            </PlainLink>
            {protection.responsibleGambling && (
              <PlainLink
                href={href('/safer-gambling')}
                onClick={close}
                className={popoverItemClass}
              >
                {p.menu['safer-gambling']}
              </PlainLink>
            )}
            <PlainLink href={href('/account')} onClick={close} className={popoverItemClass}>
              {p.menu.account}
            </PlainLink>
            <button
              type="button"
              onClick={() => openModal('phoneVerification')}
              className={popoverItemClass}
            >
              {t.header['verify-phone']}
            </button>
            {(auth.profile?.authFieldsMissed ?? []).includes('email') && (
              <button
                type="button"
                onClick={() => openModal('missedAuthFields')}
                className={popoverItemClass}
              >
                {t.header['complete-account']}
              </button>
            )}
            <button type="button" onClick={() => void onSignOut()} className={popoverItemClass}>
              {t.header['sign-out']}
            </button>
            {/* Wherever betting is possible (GlüStV §6i(3)): on phones the slip is a sheet away. */}
            {protection.responsibleGambling && (
              <>
                <hr className="my-1 border-line" />
                <PanicButton variant="menu" onDone={close} />
              </>
            )}
          </div>
        )}
      </HeaderPopover>
    </>
  );
}
