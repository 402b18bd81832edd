// Messages between the API processes that share one PostgreSQL (decision 0052), over
// LISTEN/NOTIFY: no broker to run beside the database. Used for what must reach every process
// at once: realtime publications for the sockets each process's embedded hub holds, and "the
// catalog changed" from the feed leader to the followers' read caches.
//
// NOTIFY delivers after the sender's commit, in the order one session sent them, to every
// session listening, the sender included (skipped here by origin). A payload holds at most
// 8,000 bytes: messages queued in one turn go out packed into as few payloads as fit, and a
// message too big for one payload goes out in numbered parts the receivers put back together.
//
// Messages go out only while another process is known to listen (decision 0063): a lone API
// process would otherwise NOTIFY every placement's realtime events to nobody, the statement
// PostgreSQL ran most per placement. Each process says hello when it starts listening (every
// process that hears it answers), says it is still there every `heartbeatMs`, and goodbye when
// it closes; a process not heard from for four heartbeats (killed) counts as gone. In its first
// `graceMs` a process sends everything, as it may not have heard the answers to its hello yet.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** The NOTIFY channel every process listens on. */
export const CLUSTER_CHANNEL = 'sportsbook_cluster';

/** Below PostgreSQL's 8,000-byte payload limit, with room for the envelope. */
const PAYLOAD_BYTES = 7_800;
/** Base64 characters of one part of an oversized message. */
const PART_CHARS = 7_600;
/** Parts of messages whose other parts never came are dropped after this long. */
const PARTIAL_TTL_MS = 30_000;
/** How often a process tells the others it is still there. */
const HEARTBEAT_MS = 5_000;
/** A process not heard from for this many heartbeats is taken for gone (killed). */
const MISSED_HEARTBEATS = 4;
/** How long after its start a process sends everything, before the answers to its hello came. */
const GRACE_MS = 2_000;

export interface ClusterMessage {
  kind: string;
  data: unknown;
}

export type ClusterListener = (message: ClusterMessage) => void;

export interface ClusterBusLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ClusterBus {
  /** This process's id in the messages it sends. */
  readonly origin: string;
  /** Queues a message for the other processes (sent with this turn's others). */
  send(message: ClusterMessage): void;
  /** Hears the other processes' messages (never this process's own). */
  on(listener: ClusterListener): () => void;
  /** Resolves when everything queued so far has been handed to PostgreSQL. */
  flushed(): Promise<void>;
  /** How many other processes are known to listen now. */
  peerCount(): number;
  close(): Promise<void>;
}

/** Presence: `hello` (just started: answer me), `here` (still there), `bye` (closing). */
type Presence = 'hello' | 'here' | 'bye';

type Envelope =
  | { o: string; m: ClusterMessage[] }
  | { o: string; p: string; i: number; n: number; s: string }
  | { o: string; h: Presence };

export interface ClusterBusOptions {
  url: string;
  logger: ClusterBusLogger;
  /** Tests name the process; default a random id. */
  origin?: string;
  /** Tests shorten these; defaults HEARTBEAT_MS and GRACE_MS. */
  heartbeatMs?: number;
  graceMs?: number;
}

export async function createClusterBus(options: ClusterBusOptions): Promise<ClusterBus> {
  const origin = options.origin ?? randomBytes(6).toString('hex');
  // One connection for sending, so payloads leave in the order they were queued (a pool would
  // interleave them); postgres-js listens on a connection of its own and re-listens after a drop.
  const sql = postgres(options.url, { max: 1, max_lifetime: null, onnotice: () => {} });
  const listeners = new Set<ClusterListener>();
  const partial = new Map<string, { at: number; parts: string[]; have: number }>();
  let queue: ClusterMessage[] = [];
  let scheduled = false;
  let sending: Promise<void> = Promise.resolve();
  let closed = false;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const graceUntil = Date.now() + (options.graceMs ?? GRACE_MS);
  /** The other processes heard from, with when they were last heard. */
  const peers = new Map<string, number>();
  const livePeers = () => {
    const since = Date.now() - heartbeatMs * MISSED_HEARTBEATS;
    for (const [peer, at] of peers) if (at < since) peers.delete(peer);
    return peers.size;
  };
  const someoneListens = () => Date.now() < graceUntil || livePeers() > 0;

  const notify = (payload: string) => {
    sending = sending.then(async () => {
      try {
        await sql.notify(CLUSTER_CHANNEL, payload);
      } catch (error) {
        // Like a publisher, the bus never fails the caller: realtime clients recover from
        // history or reload, and read caches expire by their TTL.
        options.logger.warn({ err: error }, 'cluster message not sent');
      }
    });
  };
  const announce = (presence: Presence) => notify(JSON.stringify({ o: origin, h: presence }));

  const deliver = (message: ClusterMessage) => {
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        options.logger.error({ err: error, kind: message.kind }, 'cluster message not handled');
      }
    }
  };

  // This process's own payloads come back too: told apart by their first bytes, unparsed.
  const ownPrefix = `{"o":${JSON.stringify(origin)},`;
  const receive = (payload: string) => {
    if (payload.startsWith(ownPrefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      options.logger.warn({ bytes: payload.length }, 'cluster message is not JSON');
      return;
    }
    if (envelope.o === origin) return;
    if ('h' in envelope) {
      if (envelope.h === 'bye') peers.delete(envelope.o);
      else peers.set(envelope.o, Date.now());
      if (envelope.h === 'hello' && !closed) announce('here');
      return;
    }
    peers.set(envelope.o, Date.now());
    if ('m' in envelope) {
      for (const message of envelope.m) deliver(message);
      return;
    }
    const key = `${envelope.o}:${envelope.p}`;
    const now = Date.now();
    for (const [id, entry] of partial) if (now - entry.at > PARTIAL_TTL_MS) partial.delete(id);
    const entry = partial.get(key) ?? { at: now, parts: new Array<string>(envelope.n), have: 0 };
    if (entry.parts[envelope.i] === undefined) entry.have += 1;
    entry.parts[envelope.i] = envelope.s;
    partial.set(key, entry);
    if (entry.have < envelope.n) return;
    partial.delete(key);
    const whole = Buffer.from(entry.parts.join(''), 'base64').toString('utf8');
    deliver(JSON.parse(whole) as ClusterMessage);
  };

  const payloadsOf = (messages: ClusterMessage[]): string[] => {
    const payloads: string[] = [];
    let batch: string[] = [];
    let bytes = 0;
    const envelopeBytes = Buffer.byteLength(JSON.stringify({ o: origin, m: [] }));
    const close = () => {
      if (batch.length > 0) payloads.push(`{"o":"${origin}","m":[${batch.join(',')}]}`);
      batch = [];
      bytes = 0;
    };
    for (const message of messages) {
      const text = JSON.stringify(message);
      const size = Buffer.byteLength(text) + 1;
      if (size + envelopeBytes > PAYLOAD_BYTES) {
        close(); // what was queued before it goes first
        const encoded = Buffer.from(text, 'utf8').toString('base64');
        const id = randomBytes(4).toString('hex');
        const n = Math.ceil(encoded.length / PART_CHARS);
        for (let i = 0; i < n; i++) {
          const s = encoded.slice(i * PART_CHARS, (i + 1) * PART_CHARS);
          payloads.push(JSON.stringify({ o: origin, p: id, i, n, s }));
        }
        continue;
      }
      if (bytes + size + envelopeBytes > PAYLOAD_BYTES) close();
      batch.push(text);
      bytes += size;
    }
    close();
    return payloads;
  };

  const flush = () => {
    scheduled = false;
    const messages = queue;
    queue = [];
    if (messages.length === 0 || closed) return;
    for (const payload of payloadsOf(messages)) notify(payload);
  };

  await sql.listen(CLUSTER_CHANNEL, receive);
  announce('hello');
  const heartbeat = setInterval(() => announce('here'), heartbeatMs);
  heartbeat.unref();

  return {
    origin,
    send(message) {
      if (closed || !someoneListens()) return;
      queue.push(message);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async flushed() {
      if (scheduled) flush();
      await sending;
    },
    peerCount: livePeers,
    async close() {
      if (scheduled) flush();
      clearInterval(heartbeat);
      if (!closed) announce('bye');
      closed = true;
      await sending;
      listeners.clear();
      await sql.end({ timeout: 5 });
    },
  };
}
