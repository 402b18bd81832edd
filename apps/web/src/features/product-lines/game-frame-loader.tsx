'use client';

import type { ProductLineApp } from '@sportsbook/contract';
import dynamic from 'next/dynamic';

export interface GameFrameTexts {
  frame: string;
  loading: string;
  watching: string;
  signIn: string;
  realMoney: string;
  error: string;
  retry: string;
  restricted: string;
  providerNote: string;
}

// The launch depends on the player and runs in the browser only; its code loads on this page.
const GameFrame = dynamic(() => import('./components/game-frame'), {
  ssr: false,
  loading: () => <div className="h-48 rounded-lg bg-ink" aria-hidden="true" />,
});

export function GameFrameLoader(props: { app: ProductLineApp; t: GameFrameTexts }) {
  return <GameFrame {...props} />;
}
