'use client';

import { usePathname, useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { LOCALES, type Locale, localizePath } from '../../../i18n/locales';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { BASE_PATH } from '../../../lib/seo/page-metadata';
import { authSnapshot } from '../auth-store';
import { HeaderPopover, popoverItemClass } from './header-popover';
import { languageSwitchButton } from './header-popover-view';

/**
 * Language switch (en/de): the same page in the other locale, query and hash kept. A signed-in
 * player's language is saved on the server first; if that fails the page stays and an error
 * alert says so. Hydrated on its own (`LanguageSwitchLoader`, decision 0081) in the place of the
 * server's same button (`LanguageSwitchPlaceholder`, decision 0084): a press before that is
 * replayed. `pressName` tells the header's switch from the footer's.
 */
export function LanguageSwitch({ pressName }: { pressName: string }) {
  const { locale, localeInUrl, messages } = useClientIntl();
  const t = messages.account;
  const router = useRouter();
  const pathname = usePathname();

  const targetOf = (next: Locale) =>
    typeof window === 'undefined'
      ? localizePath(next, pathname, { localeInUrl })
      : localizePath(next, `${pathname}${window.location.search}${window.location.hash}`, {
          localeInUrl,
        });

  const choose = async (event: MouseEvent<HTMLAnchorElement>, next: Locale, close: () => void) => {
    event.preventDefault();
    close();
    if (next === locale) return;
    // The progress bar's and the alerts' stores come with the choice, not in every page's first
    // load (decision 0077); the progress bar and the alerts view read the same stores.
    const progress = await import('../../../components/layout/progress-state').catch(() => null);
    progress?.startProgress();
    if (authSnapshot().status === 'logged_in') {
      try {
        const { updateLocale } = await import('../api/update-locale');
        await updateLocale(next, locale);
      } catch {
        progress?.stopProgress();
        const { showAlert } = await import('../../../components/layout/alert-store');
        showAlert({
          kind: 'error',
          title: t.alerts['error-title'],
          message: t.alerts['locale-failed'],
        });
        return;
      }
    }
    router.push(targetOf(next));
  };

  return (
    <HeaderPopover earlyPress={pressName} {...languageSwitchButton(t.header.language, locale)}>
      {(close) => (
        <ul aria-label={t.header.language}>
          {LOCALES.map((code) => (
            <li key={code}>
              <a
                href={`${BASE_PATH}${targetOf(code) === '/' ? '' : targetOf(code)}`}
                hrefLang={code}
                lang={code}
                aria-current={code === locale ? true : undefined}
                onClick={(event) => void choose(event, code, close)}
                className={popoverItemClass}
              >
                {t.header.languages[code]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </HeaderPopover>
  );
}
