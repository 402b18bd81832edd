// Password reset, e-mail confirmation and unlock calls, and the dev mailbox page.
import { API_BASES, type accountFlowEndpoints, type MailboxMessage } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { EndpointHandlers } from '../http/register-endpoints';
import { type AccountFlowsService, INSTRUCTIONS_SENT } from './account-flows-service';
import type { AccountsRepository } from './accounts-repository';
import { linksOf } from './mail-transport';

export function accountFlowHandlers(
  flows: AccountFlowsService,
): EndpointHandlers<typeof accountFlowEndpoints> {
  return {
    requestPasswordReset: async ({ body }) => {
      await flows.requestPasswordReset(body.email);
      return INSTRUCTIONS_SENT;
    },
    resetPassword: async ({ body }) => {
      await flows.resetPassword(body.reset_password_token, body.password);
      return { password_changed: true as const };
    },
    confirm: async ({ query }) => {
      await flows.confirm(query.confirmation_token);
      return { confirmed: true as const };
    },
    resendConfirmation: async ({ body }) => {
      await flows.resendConfirmation(body.email);
      return INSTRUCTIONS_SENT;
    },
    unlock: async ({ query }) => {
      await flows.unlock(query.unlock_token);
      return { unlocked: true as const };
    },
    resendUnlock: async ({ body }) => {
      await flows.resendUnlock(body.email);
      return INSTRUCTIONS_SENT;
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function mailboxPage(messages: MailboxMessage[]): string {
  const items = messages
    .map((m) => {
      const links = m.links
        .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
        .join('');
      return `<article><h2>${escapeHtml(m.subject ?? '(SMS)')}</h2>
<p class="meta">#${m.id} · ${m.channel} to ${escapeHtml(m.recipient)} · ${m.created_at}</p>
<pre>${escapeHtml(m.body)}</pre>${links ? `<ul>${links}</ul>` : ''}</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="robots" content="noindex">
<style>body{font:15px system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.meta{color:#555;font-size:13px}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev mailbox</h1><p>Outgoing e-mail and SMS of this server, newest first.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
}

/** `GET /api/platform/dev/mailbox` (HTML; `?format=json` for tools and tests). */
export function registerDevMailbox(app: FastifyInstance, repository: AccountsRepository): void {
  app.get(
    `${API_BASES.platform}/dev/mailbox`,
    { schema: { hide: true } },
    async (request, reply) => {
      const records = await repository.listOutbox(100);
      const messages: MailboxMessage[] = records.map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        links: linksOf(r.body),
        created_at: r.createdAt.toISOString(),
      }));
      const query = request.query as { format?: string };
      if (query.format === 'json') return { messages };
      return reply.type('text/html; charset=utf-8').send(mailboxPage(messages));
    },
  );
}
