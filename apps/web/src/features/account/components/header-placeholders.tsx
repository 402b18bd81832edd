import { getLocale, getTranslations } from 'next-intl/server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { HeaderPopoverView, languageSwitchButton } from './header-popover-view';
import { HeaderSignInLinks } from './header-sign-in-links';

// What the document holds where the header's islands go until React's streamed markup of the
// islands replaces it (decision 0084): the server streams a `lazyIsland` after the page's shell
// (decision 0081), so without these the header would be drawn without its links and switch.
// Server components: the same markup as the islands', nothing in the page's JavaScript. A press
// on them before the islands answer is kept by the same name and replayed (`early-press`).

/**
 * The account area's place: a visitor's Sign in and Sign up links. The server does not know who
 * is signed in (the session is asked from the browser), so the island renders the same links
 * until then, as it always has; a returning player's balance replaces them after hydration.
 */
export async function HeaderAccountPlaceholder({
  signIn = true,
  signUp = true,
}: {
  signIn?: boolean;
  signUp?: boolean;
}) {
  const [t, href] = await Promise.all([getTranslations('account.header'), getLocalizedHref()]);
  return (
    <HeaderSignInLinks
      signIn={signIn}
      signUp={signUp}
      texts={{ signIn: t('sign-in'), signUp: t('sign-up') }}
      hrefs={{ signIn: href('/users/sign-in'), signUp: href('/users/sign-up') }}
    />
  );
}

/** The language switch's place: its button and its panel, closed, from `HeaderPopover`'s view. */
export async function LanguageSwitchPlaceholder({ pressName }: { pressName: string }) {
  const [t, locale] = await Promise.all([getTranslations('account.header'), getLocale()]);
  return (
    <HeaderPopoverView
      open={false}
      align="end"
      earlyPress={pressName}
      {...languageSwitchButton(t('language'), locale)}
    />
  );
}
