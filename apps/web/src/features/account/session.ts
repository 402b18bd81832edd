// What happens after a successful sign-in or sign-up: load the profile, greet the player.
import { showAlert } from '../../components/layout/alert-store';
import { formatTemplate } from '../../lib/i18n/format-template';
import type { ClientMessages } from '../../lib/i18n/client-messages';
import type { PlayerProfile } from './api/get-player';
import { loadProfile } from './auth-store';
import { displayName } from './model/display-name';

export async function startSession(
  kind: 'signed-in' | 'signed-up',
  user: PlayerProfile,
  messages: ClientMessages['account'],
  locale: string,
): Promise<void> {
  await loadProfile(locale);
  showAlert({
    kind: 'success',
    message: formatTemplate(messages.alerts[kind], { name: displayName(user) }),
  });
}
