import { getTranslations } from 'next-intl/server';
import { ConsentButtons } from './consent-buttons';

const BANNER_ID = 'cookie-banner';
const FRAMED_HIDE_SCRIPT = `try{if(self!==top)document.getElementById('${BANNER_ID}').hidden=true}catch(e){document.getElementById('${BANNER_ID}').hidden=true}`;

/**
 * The cookie banner: a labelled region at the bottom (above the phone tab bar), not a modal, so
 * the page stays usable; it never takes focus. Gone once the visitor chooses.
 *
 * Server HTML, rendered when the request carried no consent cookie, so a first visit paints it
 * with the rest of the page instead of after the scripts have run (it is often the largest text
 * on a phone screen, so it decides LCP); only its two buttons are a client island. The server
 * cannot tell a frame: a framed page hides it before the first paint (the inline script below).
 */
export async function CookieBanner({ askedOnServer }: { askedOnServer: boolean }) {
  if (!askedOnServer) return null;
  const t = await getTranslations('account.consent');
  return (
    <section
      id={BANNER_ID}
      aria-label={t('label')}
      className="fixed inset-x-2 bottom-16 z-50 rounded-xl border border-line bg-surface p-4 text-ink shadow-2xl desk:inset-x-auto desk:end-4 desk:bottom-4 desk:max-w-md"
    >
      <p className="text-sm">{t('text')}</p>
      <ConsentButtons bannerId={BANNER_ID} necessary={t('necessary')} accept={t('accept')} />
      <script
        // Runs while the document is parsed, before the first paint of a framed page.
        dangerouslySetInnerHTML={{ __html: FRAMED_HIDE_SCRIPT }}
      />
    </section>
  );
}
