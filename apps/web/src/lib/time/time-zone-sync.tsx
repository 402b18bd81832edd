'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { writeDocumentCookie } from '../browser-storage';
import { TIME_ZONE_COOKIE, isValidTimeZone } from './time-zone';

/**
 * Stores the browser's time zone in a cookie and re-renders once when the server rendered in
 * another zone (first visit, or after travelling), so kick-off times show in local time.
 */
export function TimeZoneSync({ renderedTimeZone }: { renderedTimeZone: string }) {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isValidTimeZone(zone) || zone === renderedTimeZone) return;
    writeDocumentCookie(
      `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`,
    );
    router.refresh();
  }, [renderedTimeZone, router]);
  return null;
}
