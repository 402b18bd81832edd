// One side of the hub fan-out benchmark, run as a child process and driven over IPC:
//   hub  the embedded realtime hub (apps/server/src/realtime/hub, loaded through tsx)
//   raw  a bare `ws` server that sends the same frames to the same sockets: the baseline
// Both publish the same payloads, build the same Centrifugo push frame once per publication
// (one Buffer) and write it to every subscriber; the difference is the hub's own work.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const [mode, portArg] = process.argv.slice(2);
const port = Number(portArg);
const clock = () => performance.timeOrigin + performance.now();
// An odds update of a realistic size (about 120 bytes of data).
const payload = (n) => ({ t: clock(), n, mkt: '1x2', o: [1.95, 3.4, 4.1], st: 1, ts: 1767225600 });

const server = createServer((_request, response) => response.writeHead(404).end());
let publish;

if (mode === 'hub') {
  const { createRealtimeHub } = await import('../../apps/server/src/realtime/hub/index.ts');
  const hub = createRealtimeHub({
    tokenSecret: 'bench-secret',
    allowAnonymous: true,
    namespaces: [
      {
        name: 'match',
        historySize: 100,
        historyTtlSeconds: 300,
        forceRecovery: true,
        allowSubscribeForAnonymous: true,
      },
    ],
  });
  hub.attach(server);
  publish = (channel, data) => hub.publishData(channel, data);
} else {
  // The baseline: answers connect/subscribe just enough for the clients, keeps a socket set
  // per channel, and broadcasts the frame the hub would send.
  const wss = new WebSocketServer({ server, perMessageDeflate: false, clientTracking: false });
  const channels = new Map();
  const offsets = new Map();
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const replies = [];
      for (const line of data.toString().split('\n')) {
        if (!line.trim()) continue;
        const command = JSON.parse(line);
        if (command.connect) replies.push(`{"id":${command.id},"connect":{"client":"raw"}}`);
        if (command.subscribe) {
          const channel = command.subscribe.channel;
          if (!channels.has(channel)) channels.set(channel, new Set());
          channels.get(channel).add(ws);
          replies.push(`{"id":${command.id},"subscribe":{}}`);
        }
      }
      if (replies.length) ws.send(replies.join('\n'));
    });
    ws.on('close', () => {
      for (const set of channels.values()) set.delete(ws);
    });
  });
  const options = { binary: false, compress: false };
  publish = (channel, data) => {
    const offset = (offsets.get(channel) ?? 0) + 1;
    offsets.set(channel, offset);
    const frame = `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${JSON.stringify(data)},"offset":${offset}}}}`;
    const buffer = Buffer.from(frame);
    for (const ws of channels.get(channel) ?? []) ws.send(buffer, options);
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

process.on('message', async (message) => {
  if (message.type === 'burst') {
    // Publications back to back, one per macrotask, as a feed handler would emit them.
    const cpu = process.cpuUsage();
    const startedAt = clock();
    for (let n = 0; n < message.count; n += 1) {
      publish(message.channel, payload(n));
      await tick();
    }
    process.send({ type: 'burst-started', id: message.id, startedAt, cpu });
  } else if (message.type === 'cpu') {
    const used = process.cpuUsage(message.since);
    process.send({
      type: 'cpu',
      id: message.id,
      cpuMs: (used.user + used.system) / 1000,
      rssMb: process.memoryUsage().rss / 1048576,
    });
  } else if (message.type === 'rate') {
    // A steady rate over many channels (the odds feed's shape): publish what is due every ms.
    const { channels, perSecond, seconds } = message;
    const total = perSecond * seconds;
    const startedAt = performance.now();
    let sent = 0;
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) * perSecond) / 1000));
      while (sent < due) {
        publish(channels[sent % channels.length], payload(sent));
        sent += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    process.send({ type: 'rate-done', id: message.id, sent });
  }
});

server.listen(port, '127.0.0.1', () => process.send({ type: 'ready' }));
