'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { writeDocumentCookie } from '../browser-storage';
import {
  type RenderedZone,
  TIME_ZONE_COOKIE,
  isValidTimeZone,
  sameClockAsRendered,
} from './time-zone';

/**
 * Stores the browser's time zone in a cookie and re-renders once when the server rendered in
 * another zone (first visit, or after travelling), so kick-off times show in local time. A
 * browser whose clock already reads as the rendered zone's, now and half a year on, is left
 * alone without asking `Intl` (decision 0066): the times on the page would not change.
 */
export function TimeZoneSync({ rendered }: { rendered: RenderedZone }) {
  const router = useRouter();
  useEffect(() => {
    if (sameClockAsRendered(rendered)) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isValidTimeZone(zone) || zone === rendered.zone) return;
    writeDocumentCookie(
      `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`,
    );
    router.refresh();
  }, [rendered, router]);
  return null;
}
