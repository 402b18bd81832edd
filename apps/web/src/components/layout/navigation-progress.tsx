'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useReducer, useRef } from 'react';
import {
  PROGRESS_START_EVENT,
  PROGRESS_STOP_EVENT,
  progressReducer,
  clickStayedOnPage,
  startsNavigation,
} from './progress-state';
import { BASE_PATH, KEEP_SCROLL } from './plain-link';

/**
 * A thin bar at the top while a page loads (spec section 2: shown on route change start and
 * completion). Starts on link clicks and history moves, finishes when the URL has changed.
 * Also the one click handler of every `PlainLink` (`a[data-spa]`): their in-app navigations go
 * through the router, so list pages need no `next/link` component per link.
 */
export function NavigationProgress({ label }: { label: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [phase, dispatch] = useReducer(progressReducer, 'idle');
  const shown = useRef('');

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const starts = startsNavigation(
        event,
        { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
        window.location,
      );
      if (!starts) return;
      dispatch({ type: 'start' });
      // A handler after this one may open a modal instead (sign-in, sign-up): it prevents the
      // link's default, and the address changes within the page, at once or once the modal's
      // store has loaded; no navigation comes to finish the bar.
      const before = window.location.href;
      const routed = anchor.hasAttribute('data-spa') && anchor.pathname.startsWith(BASE_PATH);
      window.setTimeout(() => {
        const preventedElsewhere = !routed && event.defaultPrevented;
        if (clickStayedOnPage(preventedElsewhere, before, window.location, shown.current))
          dispatch({ type: 'finish' });
      }, 0);
      if (routed) {
        event.preventDefault();
        const path = anchor.pathname.slice(BASE_PATH.length) || '/';
        router.push(`${path}${anchor.search}${anchor.hash}`, {
          scroll: anchor.getAttribute('data-spa') !== KEEP_SCROLL,
        });
      }
    };
    // A history move within the page (a modal hash) is no navigation.
    const onPopState = () => {
      if (window.location.pathname + window.location.search !== shown.current)
        dispatch({ type: 'start' });
    };
    const onStart = () => dispatch({ type: 'start' });
    const onStop = () => dispatch({ type: 'finish' });
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(PROGRESS_START_EVENT, onStart);
    window.addEventListener(PROGRESS_STOP_EVENT, onStop);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(PROGRESS_START_EVENT, onStart);
      window.removeEventListener(PROGRESS_STOP_EVENT, onStop);
    };
  }, [router]);

  useEffect(() => {
    shown.current = window.location.pathname + window.location.search;
    dispatch({ type: 'finish' });
  }, [pathname, search]);

  useEffect(() => {
    if (phase === 'finishing') {
      const timer = setTimeout(() => dispatch({ type: 'hidden' }), 400);
      return () => clearTimeout(timer);
    }
    if (phase === 'running') {
      // A navigation that never lands (an error, a cancelled click) must not leave the bar.
      const timer = setTimeout(() => dispatch({ type: 'finish' }), 15_000);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px]"
    >
      <div
        className={`h-full origin-left bg-accent rtl:origin-right ${
          phase === 'running'
            ? 'animate-progress'
            : 'scale-x-100 opacity-0 transition-[transform,opacity] duration-300 ease-out'
        }`}
      />
    </div>
  );
}
