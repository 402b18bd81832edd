import { BUFFER_KEY, type EarlyBuffer } from './early-buffer';
import { EARLY_BUFFER_SIZE, type ErrorReportingConfig } from './error-reporting-settings';

/** The buffer's code, run as an inline script; written as a function so it is type-checked. */
function installEarlyBuffer(key: string, size: number, config: ErrorReportingConfig): void {
  const target = window as unknown as Record<string, EarlyBuffer | undefined>;
  if (target[key]) return;
  const queue: unknown[] = [];
  const keep = (error: unknown) => {
    if (queue.length < size) queue.push(error);
  };
  const onError = (event: ErrorEvent) => keep(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => keep(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  target[key] = {
    config,
    queue,
    capture: keep,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** The inline script's text for a config (JSON, `<` escaped so no value can end the script). */
export function earlyBufferScript(config: ErrorReportingConfig): string {
  const args = [BUFFER_KEY, EARLY_BUFFER_SIZE, config]
    .map((value) => JSON.stringify(value).replace(/</g, '\\u003c'))
    .join(',');
  return `(${installEarlyBuffer.toString()})(${args})`;
}
