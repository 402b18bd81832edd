import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Sentry's ingestion endpoint (as apps/server's test receiver): parses the
// envelopes the browser SDK posts so a journey can read what was reported and what was not.

export interface ReceivedEvent {
  message?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  environment?: string;
  release?: string;
  breadcrumbs?: unknown[];
  request?: { url?: string };
}

export interface EnvelopeReceiver {
  dsn: string;
  /** Error events received so far (items of type `event`). */
  events: ReceivedEvent[];
  close(): Promise<void>;
}

/** The `event` items of an envelope body (newline-delimited JSON, lengths when given). */
export function eventsOf(body: Buffer): ReceivedEvent[] {
  const events: ReceivedEvent[] = [];
  let offset = body.indexOf(0x0a) + 1; // after the envelope header
  while (offset > 0 && offset < body.length) {
    const end = body.indexOf(0x0a, offset);
    const header = JSON.parse(body.subarray(offset, end).toString('utf8')) as {
      type: string;
      length?: number;
    };
    offset = end + 1;
    const payloadEnd =
      typeof header.length === 'number'
        ? offset + header.length
        : body.indexOf(0x0a, offset) < 0
          ? body.length
          : body.indexOf(0x0a, offset);
    if (header.type === 'event') {
      events.push(JSON.parse(body.subarray(offset, payloadEnd).toString('utf8')) as ReceivedEvent);
    }
    offset = payloadEnd + 1;
  }
  return events;
}

export async function startEnvelopeReceiver(): Promise<EnvelopeReceiver> {
  const events: ReceivedEvent[] = [];
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (body.length > 0) events.push(...eventsOf(body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    events,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The exception text of an event (`Type: value`), or its message. */
export const describeEvent = (event: ReceivedEvent) => {
  const exception = event.exception?.values?.at(-1);
  return exception ? `${exception.type}: ${exception.value}` : (event.message ?? '');
};
