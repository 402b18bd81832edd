import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../../config/env';
import type { ErrorReportingConfig } from './error-reporting-settings';

type ReportingEnv = Pick<
  Env,
  'NEXT_PUBLIC_SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'SENTRY_RELEASE' | 'SENTRY_TRACES_SAMPLE_RATE'
>;

/** The production build's id (spec section 9), read once: `next build` writes it beside the app. */
const buildId: string | undefined = (() => {
  try {
    return readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
})();

/** What the browser reports with, or null when reporting is off (no DSN). */
export function errorReportingConfig(
  env: ReportingEnv,
  build: string | undefined = buildId,
): ErrorReportingConfig | null {
  if (!env.NEXT_PUBLIC_SENTRY_DSN) return null;
  return {
    dsn: env.NEXT_PUBLIC_SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT ?? 'production',
    release: env.SENTRY_RELEASE ?? build,
    tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE ?? 0,
  };
}
