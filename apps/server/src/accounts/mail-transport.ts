// Outgoing e-mail and SMS. Every message becomes an `outbox` row (the dev mailbox lists them);
// a real SMTP/SMS delivery would drain that table and set `sent_at` (not available yet).
import type { AccountsRepository } from './accounts-repository';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
}

export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
}

/** Writes each message to the outbox table. */
export class OutboxTransport implements MailTransport {
  constructor(private readonly repository: AccountsRepository) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.repository.enqueueMessage(message);
  }
}

/** The http(s) links of a message body, in order. */
export function linksOf(body: string): string[] {
  return body.match(/https?:\/\/[^\s<>"']+/g) ?? [];
}
