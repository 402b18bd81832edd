// E-mail through a real SMTP server: an in-process `smtp-server` receives what the app sends
// when SMTP is configured; the outbox keeps its row (with sent_at) and SMS stays there.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let database: Database;
let app: FastifyInstance;
let smtp: SMTPServer;
const received: Received[] = [];
let port = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;

  database = await createTestDatabase();
  app = await buildApp({
    database,
    apiDocs: false,
    accountFlows: { publicWebUrl: 'http://web.test:3000' },
    smtp: { url: `smtp://127.0.0.1:${port}`, from: 'Sportsbook <no-reply@sportsbook.test>' },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('delivers the confirmation e-mail of a new player to the SMTP server', async () => {
    const email = `smtp-${Date.now()}@example.test`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_up',
      payload: { email, password: 'smtp-password-1', currency: 'EUR', terms_accepted: true },
    });
    expect(res.statusCode).toBe(200);

    const message = received.find((item) => item.to.includes(email));
    expect(message?.from).toBe('no-reply@sportsbook.test');
    expect(message?.data).toMatch(/^Subject: Confirm your e-mail address$/m);
    // Quoted-printable may wrap the long link; the token parameter is in the body.
    expect(message?.data.replace(/=\r?\n/g, '')).toContain(
      'http://web.test:3000/sports/users/confirmation?confirmation_token=',
    );

    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps an SMS in the outbox without handing it to the SMTP server', async () => {
    const phone = '+4915112345678';
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_up',
      payload: { phone, password: 'smtp-password-1', currency: 'EUR', terms_accepted: true },
    });
    expect(signUp.statusCode).toBe(200);
    const token = (signUp.json() as { token: string }).token;
    const before = received.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/platform/player/phone/verification',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(received.length).toBe(before);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, phone));
    expect(row?.channel).toBe('sms');
    expect(row?.sentAt).toBeNull();
  });

  it('answers a reset request normally and leaves sent_at empty when the SMTP server is gone', async () => {
    const email = `smtp-down-${Date.now()}@example.test`;
    await app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_up',
      payload: { email, password: 'smtp-password-1', currency: 'EUR', terms_accepted: true },
    });
    const down = await buildApp({
      database,
      apiDocs: false,
      // A port nothing listens on: the connection is refused.
      smtp: { url: 'smtp://127.0.0.1:1', from: 'no-reply@sportsbook.test' },
    });
    try {
      const res = await down.inject({
        method: 'POST',
        url: '/api/platform/users/password',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      const rows = await database.db.select().from(outbox).where(eq(outbox.recipient, email));
      const reset = rows.find((row) => row.subject === 'Reset your password');
      expect(reset?.sentAt).toBeNull();
    } finally {
      await down.close();
    }
  });
});
