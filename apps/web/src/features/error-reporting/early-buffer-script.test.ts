import { afterEach, describe, expect, it } from 'vitest';
import { BUFFER_KEY, earlyBuffer } from './early-buffer';
import { earlyBufferScript } from './early-buffer-script';
import { EARLY_BUFFER_SIZE, type ErrorReportingConfig } from './error-reporting-settings';

const config: ErrorReportingConfig = {
  dsn: 'https://key@errors.example.com/1',
  environment: 'production',
  release: '</script><script>alert(1)</script>',
  tracesSampleRate: 0,
};

/** Runs the inline script in a window of its own (an event target, as the page's). */
function runInWindow(script: string): EventTarget {
  const page = new EventTarget();
  (globalThis as Record<string, unknown>).window = page;
  new Function(script)();
  return page;
}

const errorEvent = (error: unknown) => Object.assign(new Event('error'), { error });
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

afterEach(() => {
  delete (globalThis as Record<string, unknown>).window;
});

describe('the early buffer', () => {
  it('keeps the errors and rejections of the first seconds, and the config', () => {
    const page = runInWindow(earlyBufferScript(config));
    const thrown = new Error('before the SDK');
    page.dispatchEvent(errorEvent(thrown));
    page.dispatchEvent(rejection('refused'));
    earlyBuffer()?.capture('from an error page');
    expect(earlyBuffer()?.queue).toEqual([thrown, 'refused', 'from an error page']);
    expect(earlyBuffer()?.config).toEqual(config);
  });

  it('keeps at most the queue size, and stops listening when the SDK takes over', () => {
    const page = runInWindow(earlyBufferScript(config));
    for (let index = 0; index < EARLY_BUFFER_SIZE + 5; index++) {
      page.dispatchEvent(errorEvent(new Error(`error ${index}`)));
    }
    expect(earlyBuffer()?.queue).toHaveLength(EARLY_BUFFER_SIZE);
    earlyBuffer()?.stop();
    page.dispatchEvent(errorEvent(new Error('after the SDK took over')));
    expect(earlyBuffer()?.queue).toHaveLength(EARLY_BUFFER_SIZE);
  });

  it('cannot be closed early by a value in the config', () => {
    const script = earlyBufferScript(config);
    expect(script).not.toContain('</script>');
    runInWindow(script);
    expect(earlyBuffer()?.config.release).toBe(config.release);
  });

  it('is not there when reporting is off (no script on the page)', () => {
    (globalThis as Record<string, unknown>).window = new EventTarget();
    expect(earlyBuffer()).toBeUndefined();
    expect(BUFFER_KEY).toBe('__sportsbookErrors');
  });
});
