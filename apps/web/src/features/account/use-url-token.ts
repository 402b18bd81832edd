'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { type TokenParam, peekUrlToken, subscribeModal, takeUrlToken } from './modal-store';

/**
 * The e-mailed token of `name` (undefined while rendering on the server and hydrating, then
 * the token or null). Once mounted it leaves the address bar (takeUrlToken).
 */
export function useUrlToken(name: TokenParam): string | null | undefined {
  const token = useSyncExternalStore(
    subscribeModal,
    () => peekUrlToken(name),
    () => undefined,
  );
  useEffect(() => {
    takeUrlToken(name);
  }, [name]);
  return token;
}
