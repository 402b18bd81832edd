// Deposit calls (signed in) and the demo provider's checkout page (capability: the deposit id).
import {
  API_BASES,
  PAYMENT_RETURN_PARAMETER,
  PAYMENT_RETURN_PATH,
  checkoutFormBody,
  checkoutPageQuery,
  type paymentEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthHttp } from '../accounts/auth-http';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { DepositRecord } from './payments-repository';
import type { PaymentsService } from './payments-service';

export const CHECKOUT_PATH = `${API_BASES.platform}/payments/demo/checkout`;

const toDepositWire = (deposit: DepositRecord) => ({
  id: deposit.id,
  status: deposit.status,
  amount: Number(deposit.amount),
  currency: deposit.currency,
  checkout_url: `${CHECKOUT_PATH}?deposit_id=${encodeURIComponent(deposit.id)}`,
});

export function paymentHandlers(
  http: AuthHttp,
  payments: PaymentsService,
): EndpointHandlers<typeof paymentEndpoints> {
  return {
    createDeposit: async ({ body, request }) => {
      const { player } = await http.require(request);
      return toDepositWire(
        await payments.create(player.id, body.amount, body.currency, 'checkout'),
      );
    },
    quickDeposit: async ({ body, request }) => {
      const { player } = await http.require(request);
      return payments.quick(player.id, body.amount, body.currency);
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function checkoutPage(deposit: DepositRecord): string {
  const id = escapeHtml(deposit.id);
  const amount = escapeHtml(`${deposit.amount} ${deposit.currency}`);
  const finished = deposit.status !== 'pending';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo payment</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<style>body{font:16px system-ui,sans-serif;margin:0;padding:1.5rem;background:#f6f7f9;color:#111}
main{max-width:24rem;margin:auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px #0002}
.amount{font-size:1.6rem;font-weight:600}button{display:block;width:100%;margin:.5rem 0;padding:.7rem;font:inherit;border-radius:6px;border:1px solid #888;cursor:pointer}
button[value=pay]{background:#1a7f37;color:#fff;border:0}</style></head>
<body><main><h1>Demo payment provider</h1>
<p>Deposit <span class="amount" data-testid="amount">${amount}</span> <small>(minor units)</small></p>
<p>Status: <strong data-testid="status">${escapeHtml(deposit.status)}</strong></p>
<form method="post" action="${CHECKOUT_PATH}">
<input type="hidden" name="deposit_id" value="${id}">
<button name="action" value="pay"${finished ? ' disabled' : ''}>Pay</button>
<button name="action" value="fail"${finished ? ' disabled' : ''}>Fail</button>
<button name="action" value="pending">Leave pending</button>
</form><p><small>No money moves: this page stands in for a payment provider.</small></p></main></body></html>`;
}

// The deposit id and action are validated like any contract input (400 naming the field), so
// no malformed id reaches the database.
const pageSchema = { hide: true, querystring: checkoutPageQuery };
const formSchema = { hide: true, body: checkoutFormBody };

/** The provider page (GET) and its form post, which redirects to the web's return page. */
export async function registerDemoCheckout(
  app: FastifyInstance,
  payments: PaymentsService,
  publicWebUrl: string,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get(CHECKOUT_PATH, { schema: pageSchema }, async (request, reply) => {
      const { deposit_id: id } = request.query as z.output<typeof checkoutPageQuery>;
      const deposit = await payments.find(id);
      return reply.type('text/html; charset=utf-8').send(checkoutPage(deposit));
    });
    scope.post(CHECKOUT_PATH, { schema: formSchema }, async (request, reply) => {
      const { deposit_id: id, action } = request.body as z.output<typeof checkoutFormBody>;
      const status = await payments.checkout(id, action);
      const target = new URL(PAYMENT_RETURN_PATH, publicWebUrl);
      target.searchParams.set(PAYMENT_RETURN_PARAMETER, status);
      return reply.redirect(target.toString(), 303);
    });
  });
}
