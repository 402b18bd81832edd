import { defineEndpoint } from '@sportsbook/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoints } from './register-endpoints';

const endpoints = {
  receipt: defineEndpoint({
    method: 'POST',
    path: '/receipt',
    summary: 'a receipt',
    body: z.object({ refuse: z.boolean() }),
    response: z.object({ ref: z.string() }),
  }),
};

let app: FastifyInstance;

/** An app whose one handler answers a key the schema does not have (what a builder must not do). */
async function appWith(builtAnswers: 'receipt'[]): Promise<FastifyInstance> {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEndpoints(app, {
    base: '/api',
    endpoints,
    builtAnswers,
    tag: 'test',
    handlers: {
      receipt: async ({ body, reply }) => {
        if (body.refuse) {
          await reply.code(409).send({ code: 'taken', message: 'Taken', stray: true });
          return reply as never;
        }
        return { ref: 'A-1', stray: true } as { ref: string };
      },
    },
  });
  return app;
}

const post = (refuse: boolean) =>
  app.inject({ method: 'POST', url: '/api/receipt', payload: { refuse } });

afterEach(() => app.close());

describe('answers built by the server', () => {
  it('writes a built 200 answer as the handler built it, without the schema encode', async () => {
    await appWith(['receipt']);
    const res = await post(false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ ref: 'A-1', stray: true });
  });

  it('encodes every other answer through its schema', async () => {
    await appWith([]);
    expect((await post(false)).json()).toStrictEqual({ ref: 'A-1' });
    await appWith(['receipt']);
    const refused = await post(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toStrictEqual({ code: 'taken', message: 'Taken' });
  });
});
