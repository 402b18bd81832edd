import { describe, expect, it, vi } from 'vitest';
import { errorReportingConfig } from './error-reporting-config.server';
import {
  CHILD_SPAN_TIMEOUT_MS,
  FINAL_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  MAX_BREADCRUMBS,
  QUEUE_SIZE,
  RATE_LIMIT_BACKOFF_MS,
} from './error-reporting-settings';

vi.mock('server-only', () => ({}));

describe('the browser reporting config', () => {
  it('is off without a DSN', () => {
    expect(errorReportingConfig({}, 'build-1')).toBeNull();
  });

  it('names the environment and the build, and traces nothing unless asked', () => {
    expect(
      errorReportingConfig({ NEXT_PUBLIC_SENTRY_DSN: 'https://key@errors.example.com/1' }, 'b1'),
    ).toEqual({
      dsn: 'https://key@errors.example.com/1',
      environment: 'production',
      release: 'b1',
      tracesSampleRate: 0,
    });
    expect(
      errorReportingConfig(
        {
          NEXT_PUBLIC_SENTRY_DSN: 'https://key@errors.example.com/1',
          SENTRY_ENVIRONMENT: 'staging',
          SENTRY_RELEASE: '2026.11.25',
          SENTRY_TRACES_SAMPLE_RATE: 0.1,
        },
        'b1',
      ),
    ).toMatchObject({ environment: 'staging', release: '2026.11.25', tracesSampleRate: 0.1 });
  });

  it('runs with the settings of spec section 9', () => {
    expect([MAX_BREADCRUMBS, QUEUE_SIZE, RATE_LIMIT_BACKOFF_MS]).toEqual([100, 30, 60_000]);
    expect([IDLE_TIMEOUT_MS, FINAL_TIMEOUT_MS, CHILD_SPAN_TIMEOUT_MS]).toEqual([
      1000, 30_000, 15_000,
    ]);
  });
});
