// The socket of each postgres.js connection, joining the writes one turn of the event loop makes
// (decision 0067). postgres.js pipelines a connection's statements but writes its pending chunk as
// soon as it reaches 1 kB, and what is left at the end of the turn from a setImmediate: the
// placement batch's first round trip (BEGIN and six statements with their parameters) left in
// three or four writes, each a system call that on loopback also runs the receiving side's TCP
// work. A write of 1 kB or more can only be such a mid-turn flush (postgres.js sends smaller
// chunks from its setImmediate), so it corks the socket until the next tick, after the turn's
// microtasks that build the rest of the round trip: the mid-turn flushes leave as one write. A
// smaller write while the socket is not corked goes out at once, as before.
import { Socket } from 'node:net';

/** postgres.js's flush size: a write at least this long is a flush in the middle of a turn. */
const MID_TURN_FLUSH = 1024;

/** What postgres.js hands its `socket` option (its parsed options; not in its typings). */
export interface ConnectionOptions {
  host: string[];
  port: number[];
  path?: string | false;
}

/**
 * `socket` for postgres.js: connects as postgres.js does (the first host; a Unix socket path when
 * the URL names one) and coalesces a turn's writes. postgres.js writes its startup message when
 * it gets the socket; the socket holds writes until it is connected, and postgres.js's connect
 * timeout still runs until the server answers.
 */
export function turnSocket(options: ConnectionOptions): Socket {
  const socket = new Socket();
  if (options.path) socket.connect(options.path);
  else socket.connect(options.port[0] ?? 5432, options.host[0] ?? 'localhost');
  return coalesceTurnWrites(socket);
}

/** Corks `socket` from a mid-turn flush until the next tick. */
export function coalesceTurnWrites(socket: Socket): Socket {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let corked = false;
  const uncork = () => {
    corked = false;
    socket.uncork();
  };
  socket.write = ((chunk: Uint8Array | string, ...rest: unknown[]) => {
    if (!corked && chunk.length >= MID_TURN_FLUSH) {
      corked = true;
      socket.cork();
      // The next tick comes after the turn's microtasks, which build the rest of the round
      // trip. (Holding on to postgres.js's own setImmediate, which sends what is left under
      // 1 kB, would save one more write but delay the round trip by a turn of the loop when the
      // writer's batch starts from a setImmediate: measured, it raised p99.)
      process.nextTick(uncork);
    }
    const flushed = write(chunk, ...rest);
    // Held in memory until the end of the turn: not back-pressure, so postgres.js keeps
    // pipelining the connection's statements.
    return corked || flushed;
  }) as Socket['write'];
  return socket;
}
