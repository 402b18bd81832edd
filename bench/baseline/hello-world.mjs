// Baselines for API benchmarks, measured in the same run on the same machine so results are
// ratios that survive noisy shared hosts:
// - GET /hello: the smallest Fastify answer;
// - GET /fixed: the bytes of a real answer (a file given on the command line, sent as a gzip
//   JSON body from memory): the ceiling of any route that must send that many bytes.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const port = Number(process.argv[2] ?? 4900);
const fixedFile = process.argv[3];
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
if (fixedFile) {
  const body = readFileSync(fixedFile);
  app.get('/fixed', (_request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-encoding', 'gzip');
    reply.send(body);
  });
}
await app.listen({ host: '127.0.0.1', port });
