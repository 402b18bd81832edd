// Starts the error-reporting SDK when the page has reporting on (the early buffer is there).
// Called from a chunk that is itself loaded after the page has loaded and the main thread is
// idle (the realtime session's), so neither this nor the SDK is ever in a first load; with
// reporting off it is a few bytes in that lazy chunk and does nothing.
import { earlyBuffer } from './early-buffer';

export function startErrorReportingWhenOn(): void {
  const buffer = earlyBuffer();
  if (!buffer) return;
  const begin = () =>
    void import('./sentry-client').then(
      ({ startErrorReporting }) => startErrorReporting(buffer.config),
      // Offline now: the chunk cannot load; the buffer keeps collecting until the browser is back.
      () => window.addEventListener('online', begin, { once: true }),
    );
  begin();
}
