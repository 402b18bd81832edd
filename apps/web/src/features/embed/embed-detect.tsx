'use client';

// Embedded mode's first-load part (decision 0042): a few lines that find out whether the page
// runs in a frame and, only then, load the protocol module. Rendered by the layout only when
// host origins are configured, so a site that is never framed ships none of it.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import type { EmbeddedFrame } from './embed-frame';

function framed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    // A cross-origin parent may refuse the comparison: framed.
    return true;
  }
}

export function EmbedDetect({ hostOrigins }: { hostOrigins: readonly string[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const { locale, localeInUrl } = useClientIntl();
  const frame = useRef<EmbeddedFrame | null>(null);

  useEffect(() => {
    if (!framed()) return;
    let cancelled = false;
    void import('./embed-frame').then(({ startEmbeddedFrame }) => {
      if (cancelled) return;
      frame.current = startEmbeddedFrame({
        hostOrigins,
        locale,
        localeInUrl,
        navigate: (href) => router.push(href),
      });
    });
    return () => {
      cancelled = true;
      frame.current?.stop();
      frame.current = null;
    };
  }, [hostOrigins, locale, localeInUrl, router]);

  useEffect(() => {
    frame.current?.pageLoaded();
  }, [pathname]);

  return null;
}
