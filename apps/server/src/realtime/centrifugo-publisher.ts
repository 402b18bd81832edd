// The scale-out publisher: Centrifugo's HTTP server API (`POST <api>/publish`, `/broadcast`,
// key in `X-API-Key`). The embedded hub serves the same API shape, so this class can be
// pointed at either.
//
// Publishing never throws into the caller (a bet or a deposit must not fail because realtime is
// down): HTTP errors, Centrifugo errors (which arrive inside a 200 answer), timeouts and
// refused connections are logged. Clients catch up from channel history or a REST snapshot.
import type { RealtimeMessage, RealtimePublisher } from './publisher';

export interface CentrifugoPublisherOptions {
  /** Base of the server API, e.g. `http://centrifugo:8000/api` (no trailing slash needed). */
  apiUrl: string;
  /** Centrifugo `http_api.key`. */
  apiKey: string;
  /** Per-request timeout (default 3000 ms). */
  timeoutMs?: number;
  logger?: { warn(details: object, message: string): void };
  /** Injectable for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

type ApiError = { code: number; message: string };
type ApiAnswer = { error?: ApiError; result?: { responses?: { error?: ApiError }[] } };

export class CentrifugoHttpPublisher implements RealtimePublisher {
  private readonly apiUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: CentrifugoPublisherOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async publish(channel: string, message: RealtimeMessage): Promise<void> {
    await this.call('publish', { channel, data: message }, [channel]);
  }

  async broadcast(channels: readonly string[], message: RealtimeMessage): Promise<void> {
    if (channels.length === 0) return;
    await this.call('broadcast', { channels, data: message }, channels);
  }

  private async call(method: string, body: object, channels: readonly string[]): Promise<void> {
    const context = { method, channels, type: (body as { data: RealtimeMessage }).data.type };
    try {
      const response = await this.fetch(`${this.apiUrl}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': this.options.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        this.warn({ ...context, status: response.status }, 'Centrifugo refused the call');
        return;
      }
      const answer = (await response.json()) as ApiAnswer;
      if (answer.error) {
        this.warn({ ...context, error: answer.error }, 'Centrifugo answered an error');
        return;
      }
      const failed = (answer.result?.responses ?? [])
        .map((item, index) => ({ channel: channels[index], error: item.error }))
        .filter((item) => item.error !== undefined);
      if (failed.length > 0) this.warn({ ...context, failed }, 'Centrifugo refused some channels');
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      this.warn(
        { ...context, err: error, timeoutMs: timedOut ? this.timeoutMs : undefined },
        timedOut ? 'Centrifugo did not answer in time' : 'Centrifugo could not be reached',
      );
    }
  }

  private warn(details: object, message: string): void {
    this.options.logger?.warn(details, `realtime: ${message}`);
  }
}
