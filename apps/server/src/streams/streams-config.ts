// Settings of live video (decision 0048), read from the environment by `config/env.ts`.
import { join } from 'node:path';
import { serverPackageRoot } from '../config/paths';

/**
 * Signs stream links when STREAM_TOKEN_SECRET is unset outside production. Public on purpose: a
 * production server refuses to start with it.
 */
export const DEV_STREAM_TOKEN_SECRET = 'dev-only-stream-token-secret-change-me-000000';

export interface StreamsConfig {
  /** Folder of the demo stream made by `scripts/make-demo-stream.mjs` (DEMO_STREAM_DIR). */
  demoStreamDir: string;
  /** HMAC secret of stream links and watch-together ids (STREAM_TOKEN_SECRET). */
  tokenSecret: string;
  /** Life of a stream link (STREAM_TOKEN_TTL_S). */
  tokenTtlSeconds: number;
  /** The operator's video setting (VIDEO_ENABLED): off, no match offers video. */
  videoEnabled: boolean;
}

/** What the server uses unless configured: the defaults documented in `.env.example`. */
export const defaultStreamsConfig = (): StreamsConfig => ({
  demoStreamDir: join(serverPackageRoot(), '.data', 'demo-stream'),
  tokenSecret: DEV_STREAM_TOKEN_SECRET,
  tokenTtlSeconds: 4 * 3600,
  videoEnabled: true,
});
