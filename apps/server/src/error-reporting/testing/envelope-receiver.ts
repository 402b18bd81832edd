// A local stand-in for Sentry's ingestion endpoint: an HTTP server that parses what the SDK
// posts (envelopes: a header line, then items, each an item header line and a payload whose
// length the header may give) so tests read what was sent, byte for byte as Sentry would.
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: Record<string, unknown>;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The raw body as received (decompressed), to check what never appears in it. */
  raw: string;
  /** Path the SDK posted to (`/api/<project>/envelope/`). */
  path: string;
}

export interface EnvelopeReceiver {
  /** A DSN that sends here, for project `projectId`. */
  dsn(projectId?: number): string;
  envelopes: Envelope[];
  /** Every event item (errors and messages) received so far. */
  events(): Record<string, unknown>[];
  /** The status of the next answers (200 by default; 429 to make the SDK back off). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/** Splits an envelope body into its header and items. */
export function parseEnvelope(body: Buffer, path = ''): Envelope {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end < 0 ? body.length : end);
    offset = end < 0 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const line = readLine();
    if (line.length === 0) continue;
    const itemHeader = JSON.parse(line.toString('utf8')) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    const text = payload.toString('utf8');
    items.push({
      header: itemHeader,
      payload: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text },
    });
  }
  return { header, items, raw: body.toString('utf8'), path };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

export async function startEnvelopeReceiver(): Promise<EnvelopeReceiver> {
  const envelopes: Envelope[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    // Browsers post cross-origin: answer the preflight and allow the origin, as Sentry does.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    void readBody(request).then((body) => {
      if (body.length > 0) envelopes.push(parseEnvelope(body, request.url ?? ''));
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: (projectId = 1) => `http://publickey@127.0.0.1:${port}/${projectId}`,
    envelopes,
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload),
      ),
    answerWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
