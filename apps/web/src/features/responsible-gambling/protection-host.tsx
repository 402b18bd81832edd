'use client';

import {
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../account/auth-store';
import { currentNotice, noNotice, subscribeNotice } from './protection-notices';

/** Feature flags of spec section 6 that gate the protection front end (web env, decision 0024). */
export interface ProtectionFlags {
  responsibleGambling: boolean;
  activityTracking: boolean;
}

const FlagsContext = createContext<ProtectionFlags>({
  responsibleGambling: true,
  activityTracking: true,
});

/** The protection flags for any client part (the slip's panic button, the account menu). */
export const useProtectionFlags = (): ProtectionFlags => useContext(FlagsContext);

// Sessions, polls, pings and the dialogs: a chunk of its own, loaded for signed-in players only.
const ProtectionRuntime = lazy(() => import('./protection-runtime'));

/**
 * Provides the flags and, once a player is signed in (or a notice must show), mounts the
 * protection runtime on demand. It stays mounted after a sign-out so a notice that signed the
 * player out (session limit, panic) stays on screen and other tabs' answers still reach it.
 */
export function ProtectionHost({
  flags,
  children,
}: {
  flags: ProtectionFlags;
  children: ReactNode;
}) {
  const auth = useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot);
  const notice = useSyncExternalStore(subscribeNotice, currentNotice, noNotice);
  const [wanted, setWanted] = useState(false);
  const want = flags.responsibleGambling && (auth.status === 'logged_in' || notice !== null);
  // Sticky: once wanted, the runtime stays for the page's life (derived during render).
  if (want && !wanted) setWanted(true);
  return (
    <FlagsContext.Provider value={flags}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ProtectionRuntime flags={flags} />
        </Suspense>
      ) : null}
    </FlagsContext.Provider>
  );
}
