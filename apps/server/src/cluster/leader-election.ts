// Exactly one API process runs the simulated feed and the jobs that follow it (decision 0052):
// the one holding a session-level PostgreSQL advisory lock on a connection of its own. The
// lock lives as long as that session, so a leader that dies (kill -9, crash, lost connection)
// releases it with its connection, and a follower polling for it takes over within one poll.
//
// A leader checks each poll that its session still holds the lock: a connection that dropped
// and came back is a new session without it, and the process steps down instead of running
// beside a new leader for longer than one poll.
import postgres from 'postgres';

/** Two 32-bit keys name the lock (`pg_locks.classid`/`objid`); the first is the project's. */
export const LEADER_LOCK: readonly [number, number] = [20_261_122, 52];

export interface LeaderLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LeaderElectionOptions {
  url: string;
  /** How often a follower asks for the lock and a leader checks it still has it. */
  pollMs: number;
  /** Names this process's lock session in `pg_stat_activity` (operators see who leads). */
  name: string;
  logger: LeaderLogger;
  /** Called once each time this process becomes the leader; awaited before the next poll. */
  onElected(): Promise<void>;
  /** Called when this process stops being the leader while still running. */
  onDeposed(): Promise<void>;
}

export interface LeaderElection {
  isLeader(): boolean;
  /** Stops polling and releases the lock (by ending its session). */
  close(): Promise<void>;
}

export async function startLeaderElection(options: LeaderElectionOptions): Promise<LeaderElection> {
  const [classKey, objectKey] = LEADER_LOCK;
  // Never recycled (postgres-js would otherwise end it after 30–60 minutes, and the lock with it).
  const sql = postgres(options.url, {
    max: 1,
    max_lifetime: null,
    onnotice: () => {},
    connection: { application_name: options.name },
  });
  let leader = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  // A process that lost the lock waits before asking again: its connection is the likely cause,
  // so a healthy follower gets the lead first.
  const backoffMs = Math.max(3 * options.pollMs, 1000);
  let campaignAfter = 0;
  const stepDown = async () => {
    leader = false;
    campaignAfter = Date.now() + backoffMs;
    await options.onDeposed();
  };

  const holdsLock = async (): Promise<boolean> => {
    const rows = await sql<{ held: boolean }[]>`
      select exists (
        select 1 from pg_locks
        where locktype = 'advisory' and pid = pg_backend_pid() and granted
          and classid = ${classKey}::int::oid and objid = ${objectKey}::int::oid and objsubid = 2
      ) as held`;
    return rows[0]?.held === true;
  };

  const poll = async () => {
    try {
      if (leader) {
        if (await holdsLock()) return;
        options.logger.warn({}, 'cluster: this process lost the feed leader lock; stepping down');
        await stepDown();
        return;
      }
      if (Date.now() < campaignAfter) return;
      const rows = await sql<{ locked: boolean }[]>`
        select pg_try_advisory_lock(${classKey}::int, ${objectKey}::int) as locked`;
      if (rows[0]?.locked !== true || stopped) return;
      leader = true;
      options.logger.info({ pid: process.pid }, 'cluster: this process is the feed leader');
      await options.onElected();
    } catch (error) {
      if (stopped) return;
      options.logger.error({ err: error }, 'cluster: leader check failed');
      if (leader) {
        // The lock's session may be gone: step down; the next poll asks for the lock again.
        await stepDown().catch(() => undefined);
      }
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = poll().finally(schedule);
    }, options.pollMs);
    timer.unref();
  };

  inFlight = poll();
  await inFlight;
  if (!leader) options.logger.info({}, 'cluster: another process leads the feed; following');
  schedule();

  return {
    isLeader: () => leader,
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
      leader = false;
      await sql.end({ timeout: 5 });
    },
  };
}
