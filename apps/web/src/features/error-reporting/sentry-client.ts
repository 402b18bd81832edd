// The browser SDK, loaded by the host after the page (a chunk of its own). It starts Sentry with
// the settings of spec section 9 and the filters of section 8, hands it the errors the early
// buffer kept, and becomes the reporter of the realtime client and of `reportError`.
import {
  browserTracingIntegration,
  captureException,
  captureMessage,
  init,
  type BrowserOptions,
} from '@sentry/nextjs';
import { setRealtimeErrorReporter } from '../../lib/realtime/error-reporter';
import { earlyBuffer } from './early-buffer';
import {
  CHILD_SPAN_TIMEOUT_MS,
  FINAL_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  MAX_BREADCRUMBS,
  QUEUE_SIZE,
  type ErrorReportingConfig,
} from './error-reporting-settings';
import { filterBreadcrumb, filterEvent, filterTransaction } from './report-filters';

let started = false;

/** The SDK's options for a config; exported for the unit test of what the browser runs with. */
export function sentryOptions(config: ErrorReportingConfig): BrowserOptions {
  const tracing = config.tracesSampleRate > 0;
  return {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    transportOptions: { bufferSize: QUEUE_SIZE },
    // Undefined (not 0) when off: the SDK then starts no spans at all.
    tracesSampleRate: tracing ? config.tracesSampleRate : undefined,
    integrations: (defaults) =>
      defaults.map((integration) =>
        integration.name === 'BrowserTracing'
          ? browserTracingIntegration({
              idleTimeout: IDLE_TIMEOUT_MS,
              finalTimeout: FINAL_TIMEOUT_MS,
              childSpanTimeout: CHILD_SPAN_TIMEOUT_MS,
            })
          : integration,
      ),
    beforeSend: filterEvent,
    beforeSendTransaction: filterTransaction,
    beforeBreadcrumb: filterBreadcrumb,
  };
}

export function startErrorReporting(config: ErrorReportingConfig): void {
  if (started) return;
  started = true;
  init(sentryOptions(config));
  const buffer = earlyBuffer();
  if (buffer) {
    // The SDK's own handlers take over: the buffer stops listening, hands over what it kept,
    // and its `capture` (called by `reportError`) goes straight to the SDK from now on.
    buffer.stop();
    for (const error of buffer.queue.splice(0)) captureException(error);
    buffer.capture = (error) => captureException(error);
  }
  setRealtimeErrorReporter((report) => {
    captureMessage(`realtime: ${report.kind}: ${report.message}`, {
      level: 'error',
      tags: { realtime: report.kind },
      extra: { code: report.code, channel: report.channel },
    });
  });
}
