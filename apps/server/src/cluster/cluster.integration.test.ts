// The cluster's parts on a real PostgreSQL (decision 0052): the bus between processes, realtime
// fan-out between embedded hubs, and the leader lock. Each "process" here is its own set of
// connections, which is all PostgreSQL sees of a process. PostgreSQL only: LISTEN/NOTIFY and
// advisory locks between processes mean nothing on PGlite, which one process owns.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { recordingPublisher } from '../testing/recording-publisher';
import {
  CLUSTER_CHANNEL,
  type ClusterBus,
  type ClusterMessage,
  createClusterBus,
} from './cluster-bus';
import { type LeaderElection, LEADER_LOCK, startLeaderElection } from './leader-election';
import { createRealtimeFanout } from './realtime-fanout';

const config = loadConfig();
const serverUrl = config.database.driver === 'postgres' ? config.database.url : '';

const quiet = { info() {}, warn() {}, error() {} };

async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(serverUrl === '')(
  'the cluster on PostgreSQL (PostgreSQL only: PGlite is one process)',
  () => {
    // Channels and advisory locks belong to one database: this file's own.
    const name = `sportsbook_cluster_parts_${process.pid}_${randomBytes(4).toString('hex')}`;
    let url = '';
    let admin: postgres.Sql;
    const closers: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database "${name}"`);
      const parsed = new URL(serverUrl);
      parsed.pathname = `/${name}`;
      url = parsed.toString();
    });

    afterAll(async () => {
      for (const close of closers.reverse()) await close().catch(() => undefined);
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    });

    async function bus(origin: string, graceMs?: number, on = url): Promise<ClusterBus> {
      const created = await createClusterBus({ url: on, logger: quiet, origin, graceMs });
      closers.push(() => created.close());
      return created;
    }

    it('delivers messages to the other processes in order, big ones in parts, never back to the sender', async () => {
      const [a, b, c] = [await bus('a'), await bus('b'), await bus('c')];
      const heardByA: ClusterMessage[] = [];
      const heardByB: ClusterMessage[] = [];
      const heardByC: ClusterMessage[] = [];
      a.on((m) => heardByA.push(m));
      b.on((m) => heardByB.push(m));
      c.on((m) => heardByC.push(m));
      // Past the 8,000-byte payload limit, in characters of up to four bytes.
      const big = { text: 'Größe ⚽ 🎯 '.repeat(3_000) };
      const sent: ClusterMessage[] = [
        { kind: 'one', data: 1 },
        ...Array.from({ length: 200 }, (_, i) => ({
          kind: 'many',
          data: { i, pad: 'x'.repeat(90) },
        })),
        { kind: 'big', data: big },
        { kind: 'last', data: null },
      ];
      for (const message of sent) a.send(message);
      await a.flushed();
      await until('b to hear everything', () =>
        heardByB.length === sent.length ? true : undefined,
      );
      await until('c to hear everything', () =>
        heardByC.length === sent.length ? true : undefined,
      );
      // Kinds first: a failure then prints the order, not 60 kB of text.
      expect(heardByB.map((m) => m.kind)).toEqual(sent.map((m) => m.kind));
      expect(JSON.stringify(heardByB)).toBe(JSON.stringify(sent));
      expect(JSON.stringify(heardByC)).toBe(JSON.stringify(sent));
      expect(heardByA).toEqual([]);
    });

    it('sends nothing while no other process listens, and again once one says hello', async () => {
      // A database of its own: the other tests' processes listen on this file's until its end.
      await admin.unsafe(`create database "${name}_alone"`);
      closers.unshift(async () => {
        await admin.unsafe(`drop database if exists "${name}_alone" with (force)`);
      });
      const own = new URL(url);
      own.pathname = `/${name}_alone`;
      // A bare LISTEN on the channel sees every payload but is no process of the cluster.
      const raw = postgres(own.toString(), { max: 1, onnotice: () => {} });
      closers.push(() => raw.end({ timeout: 5 }));
      const payloads: string[] = [];
      await raw.listen(CLUSTER_CHANNEL, (payload) => payloads.push(payload));
      const alone = await bus('alone', 0, own.toString());
      expect(alone.peerCount()).toBe(0);
      alone.send({ kind: 'to-nobody', data: 1 });
      await alone.flushed();
      const other = await bus('other', undefined, own.toString());
      await until('the lone process to hear the hello', () =>
        alone.peerCount() === 1 ? true : undefined,
      );
      alone.send({ kind: 'to-other', data: 2 });
      await alone.flushed();
      // One session's payloads arrive in order: the first, had it been sent, would come first.
      await until('the second message', () =>
        payloads.some((p) => p.includes('to-other')) ? true : undefined,
      );
      const fromAlone = payloads.filter((p) => p.startsWith('{"o":"alone",'));
      expect(fromAlone.some((p) => p.includes('to-nobody'))).toBe(false);
      await until('the answer to the hello', () => (other.peerCount() === 1 ? true : undefined));
      await other.close();
      await until('the goodbye', () => (alone.peerCount() === 0 ? true : undefined));
    });

    it('publishes to the sockets of every process and runs nothing twice', async () => {
      const [a, b] = [await bus('hub-a'), await bus('hub-b')];
      const hubA = recordingPublisher();
      const hubB = recordingPublisher();
      const fanA = createRealtimeFanout(hubA, a);
      const fanB = createRealtimeFanout(hubB, b);
      closers.push(async () => {
        fanA.stop();
        fanB.stop();
      });
      await fanA.publisher.publish('$user:7', { type: 'balance_changed', data: { balance: 1 } });
      await fanB.publisher.broadcast(['match:1', 'match:2'], { type: 'markets_changed', data: {} });
      await a.flushed();
      await b.flushed();
      await until('hub b', () => (hubB.publications.length === 3 ? true : undefined));
      await until('hub a', () => (hubA.publications.length === 3 ? true : undefined));
      const seen = (hub: typeof hubA) =>
        hub.publications.map((p) => `${p.channel} ${p.message.type}`).sort();
      const expected = [
        '$user:7 balance_changed',
        'match:1 markets_changed',
        'match:2 markets_changed',
      ];
      expect(seen(hubA)).toEqual(expected);
      expect(seen(hubB)).toEqual(expected);
    });

    it('elects one leader and hands over when its lock session ends', async () => {
      const events: string[] = [];
      const elect = async (who: string): Promise<LeaderElection> => {
        const election = await startLeaderElection({
          url,
          pollMs: 50,
          name: `cluster-test-${who}`,
          logger: quiet,
          onElected: async () => {
            events.push(`${who} elected`);
          },
          onDeposed: async () => {
            events.push(`${who} deposed`);
          },
        });
        closers.push(() => election.close());
        return election;
      };
      const first = await elect('first');
      const second = await elect('second');
      expect(first.isLeader()).toBe(true);
      expect(second.isLeader()).toBe(false);
      expect(events).toEqual(['first elected']);

      // The database ends the leader's session (a lost connection, a failover): the leader
      // finds on its next check that it no longer holds the lock and steps down, and the
      // follower takes the lock.
      await admin.unsafe(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'cluster-test-first'`,
      );
      await until('the follower to lead', () => (second.isLeader() ? true : undefined));
      await until('the old leader to step down', () =>
        events.includes('first deposed') ? true : undefined,
      );
      expect(first.isLeader()).toBe(false);
      const holders = await admin.unsafe<{ name: string }[]>(
        `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.granted and l.classid = ${LEADER_LOCK[0]}
            and l.objid = ${LEADER_LOCK[1]} and a.datname = '${name}'`,
      );
      expect(holders.map((h) => h.name)).toEqual(['cluster-test-second']);

      // Closing the leader releases the lock at once; the old leader, polling again, takes it.
      await second.close();
      await until('the first to lead again', () => (first.isLeader() ? true : undefined));
      expect(events.filter((e) => e.endsWith('elected'))).toEqual([
        'first elected',
        'second elected',
        'first elected',
      ]);
      expect(events.filter((e) => e.endsWith('deposed'))).toEqual(['first deposed']);
    });
  },
);
