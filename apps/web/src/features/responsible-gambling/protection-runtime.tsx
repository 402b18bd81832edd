'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import {
  authSnapshot,
  handleUnauthorized,
  serverAuthSnapshot,
  subscribeAuth,
} from '../account/auth-store';
import { useSelectionCount } from '../catalog/selection';
import {
  continueBettingSession,
  endSession,
  getSessionInfo,
  startBettingSession,
  trackActivity,
} from './api/protection-api';
import { ProtectionDialogs } from './components/protection-dialogs';
import { clearPlayer } from './panic';
import type { ProtectionFlags } from './protection-host';
import { currentNotice, noNotice, showNotice, subscribeNotice } from './protection-notices';
import {
  type ChannelMessage,
  type ProtectionChannel,
  openProtectionChannel,
} from './model/protection-channel';
import { SessionGuard } from './model/session-guard';

/**
 * The protection runtime (loaded on demand for signed-in players): one SessionGuard per
 * signed-in player, the cross-tab channel for the page's life, and the dialogs. The betting
 * session starts on the player's first selection (decision 0024).
 */
export default function ProtectionRuntime({ flags }: { flags: ProtectionFlags }) {
  const { locale } = useClientIntl();
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const notice = useSyncExternalStore(subscribeNotice, currentNotice, noNotice);
  const count = useSelectionCount();
  const guard = useRef<SessionGuard | null>(null);
  const channel = useRef<ProtectionChannel | null>(null);
  const loggedIn = auth.status === 'logged_in';
  const playerId = auth.profile?.id ?? null;

  useEffect(() => {
    const opened = openProtectionChannel((message: ChannelMessage) => {
      if (guard.current) return guard.current.receive(message);
      // Signed out here already: only closing a shared notice matters.
      const open = currentNotice();
      if (message.type === 'session-limit-answered' && open?.kind === 'session-limit')
        showNotice(null);
      if (message.type === 'reality-check-answered' && open?.kind === 'reality-check')
        showNotice(null);
    });
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, []);

  useEffect(() => {
    if (!loggedIn || playerId === null) return;
    const created = new SessionGuard({
      start: () => startBettingSession(locale),
      continue: () => continueBettingSession(locale),
      info: () => getSessionInfo(locale),
      ping: () => trackActivity(locale),
      endSession: () => endSession(locale),
      signOutLocally: clearPlayer,
      sessionExpired: handleUnauthorized,
      show: showNotice,
      current: currentNotice,
      post: (message) => channel.current?.post(message),
      activityTracking: flags.activityTracking,
    });
    guard.current = created;
    created.resume();
    return () => {
      created.stop();
      if (guard.current === created) guard.current = null;
    };
  }, [loggedIn, playerId, locale, flags.activityTracking]);

  // The player starts betting with the first selection (or a slip kept from before).
  useEffect(() => {
    if (loggedIn && count > 0) void guard.current?.startBetting();
  }, [loggedIn, count, playerId]);

  if (notice === null) return null;
  return (
    <ProtectionDialogs
      notice={notice}
      onRealityCheck={(answer) => {
        if (guard.current) return guard.current.answerRealityCheck(answer);
        showNotice(null);
        channel.current?.post({ type: 'reality-check-answered' });
        return Promise.resolve();
      }}
      onSessionLimit={() => {
        showNotice(null);
        channel.current?.post({ type: 'session-limit-answered' });
      }}
      onClose={() => showNotice(null)}
    />
  );
}
