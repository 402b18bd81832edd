import { earlyBufferScript } from './early-buffer-script';
import type { ErrorReportingConfig } from './error-reporting-settings';

/**
 * Error reporting in the layout (decision 0046): nothing at all without a DSN; with one, the
 * early buffer as an inline script (no client component: nothing joins the first-load bundle).
 * The SDK itself is loaded after the page by `startErrorReportingWhenOn`.
 */
export function ErrorReporting({ config }: { config: ErrorReportingConfig | null }) {
  if (!config) return null;
  return <script dangerouslySetInnerHTML={{ __html: earlyBufferScript(config) }} />;
}
