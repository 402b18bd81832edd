// The subscribers of the hub fan-out benchmark, run as a child process (one per server so each
// stays under the file-descriptor limit): N raw WebSocket clients speaking the Centrifugo JSON
// protocol. Each connects, subscribes to `match:all` and to `match:<i mod channels>`, answers
// pings, and records the delivery latency of every publication (publish stamp `t` to arrival).
import { WebSocket } from 'ws';

const clock = () => performance.timeOrigin + performance.now();
let latencies = new Float64Array(0);
let received = 0;
let expected = Infinity;
let expectId;
let lastArrival = 0;

function onMessage(ws, data) {
  if (data.length === 2) {
    ws.send('{}'); // pong
    return;
  }
  const text = data.toString();
  let at = text.indexOf('"t":');
  if (at < 0) return;
  const now = clock();
  while (at >= 0) {
    const t = Number.parseFloat(text.slice(at + 4, at + 28));
    if (received < latencies.length) latencies[received] = now - t;
    received += 1;
    at = text.indexOf('"t":', at + 4);
  }
  lastArrival = now;
  if (received >= expected) report();
}

function report() {
  const count = Math.min(received, latencies.length);
  const sorted = latencies.subarray(0, count).sort();
  const pick = (q) => sorted[Math.min(count - 1, Math.floor(q * count))];
  process.send({
    type: 'received',
    id: expectId,
    received,
    lastArrival,
    p50: pick(0.5),
    p99: pick(0.99),
    max: sorted[count - 1],
  });
  expected = Infinity;
}

async function connectAll(url, sockets, channels) {
  let next = 0;
  const open = [];
  const worker = async () => {
    while (next < sockets) {
      const i = next;
      next += 1;
      await new Promise((resolve, reject) => {
        const ws = new WebSocket(url, { perMessageDeflate: false });
        let ready = false;
        ws.on('open', () =>
          ws.send(
            [
              { id: 1, connect: {} },
              { id: 2, subscribe: { channel: 'match:all' } },
              { id: 3, subscribe: { channel: `match:${i % channels}` } },
            ]
              .map((command) => JSON.stringify(command))
              .join('\n'),
          ),
        );
        ws.on('message', (data) => {
          if (!ready && data.toString().includes('"id":3')) {
            ready = true;
            ws.on('message', (frame) => onMessage(ws, frame));
            resolve();
          }
        });
        ws.on('error', reject);
        ws.on('close', (code) => {
          if (!ready) reject(new Error(`closed ${code} before subscribing`));
        });
        open.push(ws);
      });
    }
  };
  await Promise.all(Array.from({ length: 200 }, worker));
  return open;
}

let sockets = [];
process.on('message', async (message) => {
  if (message.type === 'connect') {
    const started = performance.now();
    sockets = await connectAll(message.url, message.sockets, message.channels);
    process.send({ type: 'connected', ms: performance.now() - started });
  } else if (message.type === 'expect') {
    latencies = new Float64Array(message.total);
    received = 0;
    expectId = message.id;
    expected = message.total;
    process.send({ type: 'expecting', id: message.id });
  } else if (message.type === 'close') {
    for (const ws of sockets) ws.terminate();
    process.send({ type: 'closed' });
  }
});
process.send({ type: 'ready' });
