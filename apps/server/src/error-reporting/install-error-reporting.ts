import type { FastifyInstance } from 'fastify';
import { toErrorReply } from '../http/error-handling';
import type { ErrorReporter } from './error-reporter';

/**
 * Reports every request that ends in a 500 (the error handler's bug path), with its request;
 * refusals (4xx) are answers, not errors, and are not reported. Call right after the error
 * handler is installed, before any route, so every route has the hook.
 */
export function installErrorReporting(
  app: FastifyInstance,
  reporter: ErrorReporter | null | undefined,
): void {
  if (!reporter) return;
  app.addHook('onError', async (request, _reply, error) => {
    if (toErrorReply(error).status < 500) return;
    reporter.captureRequestError(error, {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body,
      route: request.routeOptions.url,
      id: request.id,
    });
  });
  // Reports still queued go out before the server stops.
  app.addHook('onClose', async () => {
    await reporter.flush();
  });
}

/**
 * Errors that escape to the process (an uncaught exception, or an unhandled rejection, which
 * Node raises as one) are reported before the process ends as it would have: with the error
 * printed and exit code 1.
 */
export function reportProcessCrashes(reporter: ErrorReporter | null): void {
  if (!reporter) return;
  process.once('uncaughtException', (error) => {
    reporter.captureError(error, 'process');
    console.error(error);
    void reporter.flush(2000).finally(() => process.exit(1));
  });
}
