#!/usr/bin/env node
// `npm run embed:demo`: a demo operator page on another origin that embeds the sportsbook with
// the host SDK (`packages/embed`), for development and the embedding journey. It plays both
// parts of an operator: the page (the SDK, its events and commands) and the back end that asks
// the operator API for a player's hand-over code (decision 0042). Development only.
//
// The sportsbook must allow this page: EMBED_HOST_ORIGINS=http://127.0.0.1:3100 (the origin
// printed below) for `npm start`. The SDK's TypeScript is served as JavaScript, transpiled on
// request, so the demo always runs the package's current source.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const port = Number(process.env.EMBED_DEMO_PORT ?? 3100);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const sportsbookUrl = process.env.EMBED_DEMO_SPORTSBOOK_URL ?? `http://localhost:${webPort}/sports`;
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`;
// The development key of the operator API (apps/server/src/config/env.ts), public on purpose.
const operatorKey = process.env.OPERATOR_API_KEY || 'dev-only-operator-api-key-change-me-00000000';
const demoDir = join(root, 'packages/embed/demo');
const sdkDir = join(root, 'packages/embed/src');

async function sdkModule(name) {
  if (!/^[a-z-]+$/.test(name)) return null;
  const file = join(sdkDir, `${name}.ts`);
  if (!existsSync(file)) return null;
  const source = await readFile(file, 'utf8');
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

/** The operator's back end: a one-time code for the player the platform has signed in. */
async function handOverCode(body) {
  const playerId = Number(JSON.parse(body || '{}').player_id);
  const answer = await fetch(`${apiOrigin}/api/operator/embed/hand-over-codes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ player_id: playerId }),
  });
  return { status: answer.status, text: await answer.text() };
}

const send = (response, status, type, body) => {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
};

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (request.method === 'GET' && (url.pathname === '/' || url.pathname === '/index.html')) {
      const page = await readFile(join(demoDir, 'index.html'), 'utf8');
      return send(
        response,
        200,
        'text/html; charset=utf-8',
        page.replace('__SPORTSBOOK_URL__', JSON.stringify(sportsbookUrl).slice(1, -1)),
      );
    }
    if (request.method === 'GET' && url.pathname === '/foreign.html') {
      const page = await readFile(join(demoDir, 'foreign.html'), 'utf8');
      return send(response, 200, 'text/html; charset=utf-8', page);
    }
    const sdk = /^\/sdk\/([a-z-]+)(\.js)?$/.exec(url.pathname);
    if (request.method === 'GET' && sdk) {
      const code = await sdkModule(sdk[1]);
      if (code !== null) return send(response, 200, 'text/javascript; charset=utf-8', code);
    }
    if (request.method === 'POST' && url.pathname === '/platform/hand-over') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const answer = await handOverCode(body);
      return send(response, answer.status, 'application/json', answer.text);
    }
    send(response, 404, 'text/plain', 'not found');
  } catch (error) {
    send(response, 500, 'text/plain', String(error));
  }
});

server.listen(port, '127.0.0.1', () => {
  console.info(`Embedding demo: http://127.0.0.1:${port}/ (frames ${sportsbookUrl})`);
  console.info(`The sportsbook must allow it: EMBED_HOST_ORIGINS=http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
