// The early buffer (decision 0046): the SDK loads after the page has loaded and the main thread
// is idle, so the errors of the first seconds would be lost. When reporting is on, the layout
// puts a small inline script first in the body (`early-buffer-script.ts`): it keeps the first
// errors and unhandled rejections and the config the SDK starts with, and offers `capture`,
// which the SDK replaces once it is up. With reporting off there is no buffer, and nothing of
// error reporting is on the page. This module is the buffer's type and place, nothing more, so
// the few files in the first load that use it stay a few bytes.
import type { ErrorReportingConfig } from './error-reporting-settings';

/** The buffer's place on `window`: the inline script cannot import anything. */
export const BUFFER_KEY = '__sportsbookErrors';

export interface EarlyBuffer {
  config: ErrorReportingConfig;
  /** Errors caught before the SDK took over, oldest first. */
  queue: unknown[];
  /** Reports an error: buffered until the SDK replaces it. */
  capture: (error: unknown) => void;
  /** Ends the buffer's own listeners (the SDK's take over). */
  stop: () => void;
}

/** The buffer on this page, when reporting is on. */
export function earlyBuffer(): EarlyBuffer | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyBuffer | undefined>)[BUFFER_KEY];
}
