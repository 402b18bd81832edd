import type { ReactNode } from 'react';

// The document (<html lang dir>) is rendered by the locale layout, which knows the locale;
// this root layout only passes through (the next-intl pattern for a [locale] root segment).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
