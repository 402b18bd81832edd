import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../config/paths';
import { centrifugoConfig, centrifugoNamespace } from './centrifugo-config';

/** The JSON block between the markers of docs/operations.md. */
function documentedConfig(): unknown {
  const text = readFileSync(join(repositoryRoot(), 'docs', 'operations.md'), 'utf8');
  const block = text.match(
    /<!-- centrifugo-config:begin -->\s*```json\n([\s\S]*?)```\s*<!-- centrifugo-config:end -->/,
  );
  if (!block?.[1]) throw new Error('docs/operations.md has no centrifugo-config block');
  return JSON.parse(block[1]);
}

describe('Centrifugo configuration', () => {
  it('documents exactly the namespaces, secret and key the embedded hub uses', () => {
    expect(documentedConfig()).toEqual(
      centrifugoConfig({
        tokenSecret: '<REALTIME_TOKEN_SECRET>',
        apiKey: '<CENTRIFUGO_API_KEY>',
        allowedOrigins: ['https://www.example.com'],
        redisAddresses: ['redis://redis-1:6379', 'redis://redis-2:6379'],
      }),
    );
  });

  it("spells hub namespace options in Centrifugo's words", () => {
    expect(
      centrifugoNamespace({
        name: 'room',
        presence: true,
        joinLeave: true,
        historySize: 10,
        historyTtlSeconds: 60,
        allowPublishForSubscriber: true,
      }),
    ).toEqual({
      name: 'room',
      presence: true,
      join_leave: true,
      history_size: 10,
      history_ttl: '60s',
      allow_publish_for_subscriber: true,
    });
  });
});
