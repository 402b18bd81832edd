// Baseline for API benchmarks: the smallest Fastify app, measured in the same run on the same
// machine, so results are ratios that survive noisy shared hosts.
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 4900);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port });
process.send?.('ready');
