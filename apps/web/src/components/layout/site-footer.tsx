import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '../../config/env';
import { LanguageSwitchLoader } from '../../features/account/components/header-account-loader';
import { LanguageSwitchPlaceholder } from '../../features/account/components/header-placeholders';
import { getFooterLinks } from '../../features/pages/api/pages.server';
import { sitePagePath } from '../../features/pages/site-page-paths';
import { PanelOddsFormat } from '../../features/settings/header-odds-format';
import { getLocalizedHref } from '../../lib/i18n/href.server';
import { PlainLink } from './plain-link';

const headingClass = 'text-[11px] font-bold tracking-wider text-muted uppercase';
const linkClass = 'text-ink-2 hover:text-ink hover:underline underline-offset-2';

/**
 * The site footer (spec section 2; desktop layout from 760 px): the information pages (their own
 * routes, and terms and help centre at their addresses outside the prefix), the operator's
 * custom pages, Safer gambling, language and odds format, the 18+ notice and the licence line.
 * Server-rendered; the language switch and odds picker are the header's islands, already loaded,
 * so browsing pages load no more JavaScript (decision 0044).
 */
export async function SiteFooter({ saferGambling }: { saferGambling: boolean }) {
  const [t, own, href, locale] = await Promise.all([
    getTranslations('footer'),
    getTranslations('pages.footer'),
    getLocalizedHref(),
    getLocale(),
  ]);
  const custom = await getFooterLinks(locale);
  // A help line of the player's own country where the site knows one (Germany), else the UK's.
  const help = locale.startsWith('de')
    ? 'https://www.check-dein-spiel.de/'
    : 'https://www.begambleaware.org/';
  // Long German words in the two phone columns wrap rather than widen the page.
  return (
    <footer
      aria-label={t('label')}
      className="mt-6 border-t border-line bg-surface text-[13px] [overflow-wrap:anywhere]"
    >
      <div className="mx-auto flex max-w-[1920px] flex-col gap-6 px-4 pt-6 pb-20 min-[760px]:px-6 min-[760px]:pb-8">
        <div className="grid grid-cols-2 gap-x-4 gap-y-6 min-[760px]:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] md:grid-cols-[minmax(0,15rem)_minmax(0,15rem)_minmax(0,1fr)]">
          <nav aria-labelledby="footer-information">
            <h2 id="footer-information" className={headingClass}>
              {own('information')}
            </h2>
            <ul className="mt-2 flex flex-col gap-1.5">
              <li>
                <PlainLink href={href('/general-rules')} className={linkClass}>
                  {own('general-rules')}
                </PlainLink>
              </li>
              <li>
                <PlainLink href={href('/about')} className={linkClass}>
                  {own('about')}
                </PlainLink>
              </li>
              {/* Addresses outside the sportsbook's prefix (spec section 2): the platform's
                  pages; here they lead to the stored pages (next.config redirects). */}
              <li>
                <a href="/terms-and-conditions" className={linkClass}>
                  {own('terms')}
                </a>
              </li>
              <li>
                <a href="/help-center" className={linkClass}>
                  {own('help-centre')}
                </a>
              </li>
            </ul>
          </nav>
          <div className="flex flex-col gap-6">
            {custom.length > 0 ? (
              <nav aria-labelledby="footer-promotions">
                <h2 id="footer-promotions" className={headingClass}>
                  {own('more')}
                </h2>
                <ul className="mt-2 flex flex-col gap-1.5">
                  {custom.map((link) => (
                    <li key={link.slug}>
                      <PlainLink href={href(sitePagePath(link.slug))} className={linkClass}>
                        {link.title}
                      </PlainLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <nav aria-labelledby="footer-responsible">
              <h2 id="footer-responsible" className={headingClass}>
                {own('responsible')}
              </h2>
              <ul className="mt-2 flex flex-col gap-1.5">
                {saferGambling ? (
                  <li>
                    <PlainLink href={href('/safer-gambling')} className={linkClass}>
                      {t('safer-gambling')}
                    </PlainLink>
                  </li>
                ) : null}
                <li>
                  <a href={help} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {t('help')}
                  </a>
                </li>
              </ul>
            </nav>
          </div>
          <section
            aria-labelledby="footer-settings"
            className="col-span-2 md:col-span-1 md:justify-self-end"
          >
            <h2 id="footer-settings" className={headingClass}>
              {own('settings')}
            </h2>
            {/* The header's own islands, unchanged, so the footer adds no JavaScript: the
                language switch in the header's dark chip, and the menu's odds picker, whose
                wrapper hides itself from 1,440 px where the header shows one (shown here). */}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <div className="rounded-md bg-ink">
                <LanguageSwitchLoader
                  pressName="language-footer"
                  placeholder={<LanguageSwitchPlaceholder pressName="language-footer" />}
                />
              </div>
              <div className="w-full max-w-72 [&>div]:mb-0 min-[1440px]:[&>div]:block">
                <PanelOddsFormat />
              </div>
            </div>
          </section>
        </div>
        <div className="flex flex-col gap-3 border-t border-line pt-4 text-xs text-muted min-[760px]:flex-row min-[760px]:items-center min-[760px]:gap-5">
          <span
            role="img"
            aria-label={own('age-badge-label')}
            className="grid size-9 shrink-0 place-items-center rounded-full border-2 border-live text-[13px] font-extrabold text-ink"
          >
            {own('age-badge')}
          </span>
          <p className="max-w-prose">{own('age-text')}</p>
          <p className="max-w-xl min-[760px]:ms-auto min-[760px]:text-end">
            {env.SITE_LICENCE_TEXT ?? own('licence')}
            <br />
            {own('copyright', { year: new Date().getFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}
