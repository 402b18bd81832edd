'use client';

import {
  type ComponentType,
  Suspense,
  lazy,
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useOpenPanel } from '../../../components/layout/panel-store';
import { TicketIcon } from '../../../components/ui/icons';
import { localStore, sessionStore } from '../../../lib/browser-storage';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { loadWithTexts } from '../../../lib/i18n/lazy-with-texts';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { setPickLoader, useSelectionCount } from '../../catalog/selection';
import {
  openSlipPanel,
  restorePanel,
  setSlipTab,
  syncPanelOpen,
  usePanelState,
} from '../model/panel-store';
import { noteSlipActivity } from '../slip-activity';
import { prepareSlipAhead } from '../model/slip-ahead';
import { STORAGE_KEYS } from '../model/slip-storage';
import { SLIP_TEXTS } from './slip-texts';

type Body = ComponentType<{ tab: 'BET_SLIP' | 'MY_BETS' }>;

// Once the chunk is in, it renders directly: a lazy component would suspend first, and React
// holds a Suspense reveal back for up to 300 ms, far past the 50 ms a tap may take to show.
// The slip's texts come with its chunk (decision 0077): the body counts as loaded once both are
// in, so a slip never shows without its texts, and the body's `IslandMessages` renders at once.
let loadedBody: Body | null = null;
let loadingBody: Promise<{ default: Body }> | null = null;
const loadBody = () => {
  loadingBody ??= loadWithTexts(SLIP_TEXTS, () => import('./bet-slip-body')).then(
    (module) => {
      loadedBody = module.default;
      return module;
    },
    (error: unknown) => {
      // A dropped connection: the next tap or idle moment asks again.
      loadingBody = null;
      throw error;
    },
  );
  return loadingBody;
};
const LazyBetSlipBody = lazy(loadBody);

/** Whether local storage holds a slip from an earlier page (then the slip loads at once). */
function hasStoredSlip(): boolean {
  try {
    const value: unknown = JSON.parse(localStore().getItem(STORAGE_KEYS.bets) ?? '[]');
    return Array.isArray(value) && value.length > 0;
  } catch {
    return false;
  }
}

/** The phone layout (below the `desk` breakpoint, 780 px): the slip is a full-screen sheet. */
const isPhoneLayout = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 779.98px)').matches;

// Whether the slip chunk is wanted on this page: set once, never unset.
let wanted = false;
const wantedListeners = new Set<() => void>();
function want() {
  void loadBody();
  if (wanted) return;
  wanted = true;
  wantedListeners.forEach((listener) => listener());
}
const subscribeWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
};

/**
 * The bet slip panel's shell: title, selection count, the two tabs and the empty state. The slip
 * chunk loads when it is needed (first tap, My bets, a kept slip), and once the page has loaded
 * and the browser is idle the slip is made ready ahead of any tap (decision 0071): its chunk,
 * its first render of the empty slip (in a transition, so in short tasks), and with it the pick
 * handler and the player's settings. A tap then only adds its selection.
 */
export function BetSlipShell() {
  const { messages } = useClientIntl();
  const t = messages.betSlip;
  const count = useSelectionCount();
  const panel = usePanelState();
  const layoutOpen = useOpenPanel() === 'bet-slip';
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const isWanted = useSyncExternalStore(
    subscribeWanted,
    () => wanted,
    () => false,
  );
  const loggedIn = auth.status === 'logged_in';
  // The slip rendered ahead of any tap, from an idle moment after load.
  const [ahead, setAhead] = useState(false);

  useEffect(() => {
    setPickLoader(want);
    const restored = restorePanel(sessionStore());
    const sharedLink = new URLSearchParams(window.location.search).has('share_code');
    if (hasStoredSlip() || restored.tab === 'MY_BETS' || sharedLink) want();
    // After the layout's own first effects, which close slide-in panels on a new page. Phones do
    // not reopen it: there the slip covers the whole page, and a reload or a language switch must
    // land on the page (decision 0020); the tab is kept for the next open.
    const reopen =
      restored.open && !isPhoneLayout()
        ? window.setTimeout(() => openSlipPanel(restored.tab), 0)
        : 0;
    // A transition: the slip's first render yields to the page between short tasks, and a tap
    // in the middle of it (a sync render of the wanted slip) comes first.
    const cancelAhead = prepareSlipAhead(window, loadBody, () =>
      startTransition(() => setAhead(true)),
    );
    // A pointer or focus on an odds button is a tap on its way: fetch the slip now.
    const early = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-outcome-key]')) return;
      void loadBody();
      document.removeEventListener('pointerover', early);
      document.removeEventListener('focusin', early);
    };
    document.addEventListener('pointerover', early, { passive: true });
    document.addEventListener('focusin', early);
    return () => {
      document.removeEventListener('pointerover', early);
      document.removeEventListener('focusin', early);
      setPickLoader(null);
      window.clearTimeout(reopen);
      cancelAhead();
    };
  }, []);

  useEffect(() => syncPanelOpen(layoutOpen), [layoutOpen]);
  // Bets that reach the slip without an odds button (a bet builder bet) need the slip body too.
  useEffect(() => {
    if (count > 0) want();
  }, [count]);
  // A panel opened before the idle moment (quick bet and sharing live in the slip, even when it
  // is empty) does not wait for it.
  useEffect(() => {
    if (layoutOpen && loggedIn) want();
  }, [layoutOpen, loggedIn]);

  const tab = loggedIn ? panel.tab : 'BET_SLIP';
  const showBody = isWanted || ahead || tab === 'MY_BETS';
  const empty = (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-subtle text-faint">
        <TicketIcon size={28} />
      </span>
      <p className="text-sm font-semibold text-ink">{t['empty-title']}</p>
      <p className="text-xs text-muted">{t['empty-hint']}</p>
    </div>
  );
  const tabClass =
    'relative flex h-10 flex-1 items-center justify-center gap-1.5 text-[13px] font-semibold text-muted hover:text-ink aria-selected:text-ink aria-selected:after:absolute aria-selected:after:inset-x-3 aria-selected:after:bottom-0 aria-selected:after:h-0.5 aria-selected:after:rounded-full aria-selected:after:bg-accent-strong';

  // overflow-clip, not hidden: rounded corners without a scroll container, so the slip's totals
  // and place button can stick to the bottom of the viewport or of the phone panel.
  return (
    <section
      aria-labelledby="bet-slip-title"
      className="overflow-clip rounded-lg border border-line bg-surface"
      onPointerDownCapture={noteSlipActivity}
      onKeyDownCapture={noteSlipActivity}
    >
      <header className="flex h-11 items-center gap-2 bg-ink px-4 text-white">
        <TicketIcon size={18} className="text-accent" />
        <h2 id="bet-slip-title" className="text-sm font-semibold">
          {t.title}
        </h2>
        <span
          className="ms-auto rounded-full bg-white/15 px-2 text-xs leading-5 font-bold tabular-nums data-[filled=true]:bg-accent data-[filled=true]:text-ink"
          data-filled={count > 0}
          data-testid="bet-slip-count"
          aria-label={t.count.replace('{count}', String(count))}
        >
          {count}
        </span>
      </header>
      {loggedIn ? (
        <div role="tablist" aria-label={t.tabs.label} className="flex border-b border-line">
          {(['BET_SLIP', 'MY_BETS'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`bet-slip-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="bet-slip-tabpanel"
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setSlipTab(name, true)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                const next = name === 'BET_SLIP' ? 'MY_BETS' : 'BET_SLIP';
                setSlipTab(next, true);
                document.getElementById(`bet-slip-tab-${next}`)?.focus();
              }}
              className={tabClass}
            >
              {name === 'BET_SLIP' ? t.tabs['bet-slip'] : t.tabs['my-bets']}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id="bet-slip-tabpanel"
        role={loggedIn ? 'tabpanel' : undefined}
        aria-labelledby={loggedIn ? `bet-slip-tab-${tab}` : undefined}
      >
        {showBody && loadedBody ? (
          <LoadedBody tab={tab} body={loadedBody} />
        ) : showBody ? (
          <Suspense
            fallback={
              count > 0 ? (
                <p className="px-4 py-6 text-center text-xs text-muted">{t.loading}</p>
              ) : (
                empty
              )
            }
          >
            <LazyBetSlipBody tab={tab} />
          </Suspense>
        ) : (
          empty
        )}
      </div>
    </section>
  );
}

function LoadedBody({ body: Body, tab }: { body: Body; tab: 'BET_SLIP' | 'MY_BETS' }) {
  return <Body tab={tab} />;
}
