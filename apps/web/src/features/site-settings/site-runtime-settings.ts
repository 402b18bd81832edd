import type { SiteSettings } from './site-settings.server';

/** What the site runtime needs, or null when no setting asks for it (nothing is loaded then). */
export function siteRuntimeSettings(settings: SiteSettings) {
  const runtime = {
    signUpReminderS: settings.signUpEnabled ? settings.signUpReminderS : 0,
    depositReminder: settings.depositReminder,
    depositReminderGroup: settings.depositReminderGroup,
    depositReminderS: settings.depositReminderS,
    termsVersion: settings.termsVersion,
    userGroup: settings.mainPlatformUrl === '' ? '' : settings.userGroup,
    mainPlatformUrl: settings.mainPlatformUrl,
    signInPreloader: settings.signInIframePreloader && settings.signInEnabled,
    signUpPreloader: settings.signUpIframePreloader && settings.signUpEnabled,
  };
  const needed =
    runtime.signUpReminderS > 0 ||
    runtime.depositReminder ||
    runtime.termsVersion !== '' ||
    runtime.userGroup !== '' ||
    runtime.signInPreloader ||
    runtime.signUpPreloader;
  return needed ? runtime : null;
}

export type SiteRuntimeSettings = NonNullable<ReturnType<typeof siteRuntimeSettings>>;
