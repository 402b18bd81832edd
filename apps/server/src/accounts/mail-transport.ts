// Outgoing e-mail and SMS. Every message becomes an `outbox` row (the dev mailbox lists them):
// the row is the record of what was sent. With `SMTP_URL` configured, e-mail is also handed to
// that SMTP server and the row gets `sent_at`. SMS has no provider yet and stays in the outbox.
import { createTransport, type Transporter } from 'nodemailer';
import type { Clock } from '../shared/clock';
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

type Outbox = Pick<AccountsRepository, 'enqueueMessage' | 'markMessageSent'>;

/** Writes each message to the outbox table. */
export class OutboxTransport implements MailTransport {
  constructor(private readonly repository: Outbox) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.repository.enqueueMessage(message);
  }
}

export interface SmtpConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS). */
  url: string;
  /** Sender, e.g. `Sportsbook <no-reply@example.com>`. */
  from: string;
}

/**
 * E-mail through an SMTP server, recorded in the outbox first. A delivery failure is reported
 * to `onError` and leaves `sent_at` empty rather than failing the call: "send me instructions"
 * answers the same whether or not the address exists, so a 500 only for real players would tell.
 */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    private readonly outbox: Outbox,
    private readonly config: SmtpConfig,
    private readonly clock: Clock,
    private readonly onError: (error: unknown, message: OutgoingMessage) => void = () => {},
  ) {
    this.transporter = createTransport(config.url);
  }

  async send(message: OutgoingMessage): Promise<void> {
    const id = await this.outbox.enqueueMessage(message);
    if (message.channel !== 'email') return;
    try {
      await this.transporter.sendMail({
        from: this.config.from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
      });
      await this.outbox.markMessageSent(id, this.clock.now());
    } catch (error) {
      this.onError(error, message);
    }
  }

  /** Closes pooled connections (server shutdown). */
  close(): void {
    this.transporter.close();
  }
}

/** The http(s) links of a message body, in order. */
export function linksOf(body: string): string[] {
  return body.match(/https?:\/\/[^\s<>"']+/g) ?? [];
}
