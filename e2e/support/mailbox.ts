import { expect, type APIRequestContext } from '@playwright/test';

interface MailboxMessage {
  recipient: string;
  subject: string | null;
  links: string[];
}

/**
 * The newest e-mailed link to `recipient` that carries `parameter`, as a path on the site under
 * test (the server writes links for PUBLIC_WEB_URL; the test server may listen elsewhere).
 */
export async function mailedLink(
  request: APIRequestContext,
  recipient: string,
  parameter: string,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/platform/dev/mailbox?format=json');
      const { messages } = (await res.json()) as { messages: MailboxMessage[] };
      for (const message of messages) {
        if (message.recipient !== recipient) continue;
        const link = message.links.find((item) => new URL(item).searchParams.has(parameter));
        if (link) {
          const url = new URL(link);
          found = `${url.pathname}${url.search}`;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found ?? '';
}
