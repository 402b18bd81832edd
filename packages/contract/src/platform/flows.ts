import { z } from 'zod';
import { plainText } from '../common';
import { defineEndpoint } from '../endpoint';

/** Error codes of the e-mailed token flows (reset password, confirmation, unlock). */
export const ACCOUNT_FLOW_ERROR_CODES = {
  tokenInvalid: 'token_invalid',
  tokenExpired: 'token_expired',
} as const;

const flowEmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('must be an e-mail address'))
  .transform((email) => email.toLowerCase());

/** A token from an e-mailed link (base64url, 43 characters when genuine). */
const flowTokenSchema = plainText(z.string().trim().min(1, 'is required').max(256));

/** `{email}` of the "send me instructions" calls; the answer is the same whether it exists. */
export const flowEmailRequest = z.object({ email: flowEmailSchema });
export type FlowEmailRequest = z.input<typeof flowEmailRequest>;

/** Generic answer of the "send me instructions" calls: never tells whether the player exists. */
export const instructionsSentResponse = z.object({ sent: z.literal(true), message: z.string() });
export type InstructionsSentResponse = z.infer<typeof instructionsSentResponse>;

export const resetPasswordRequest = z
  .object({
    reset_password_token: flowTokenSchema,
    password: plainText(
      z
        .string()
        .min(8, 'must have at least 8 characters')
        .max(128, 'must have at most 128 characters'),
    ),
    password_confirmation: plainText(z.string().max(128)),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'does not match the password',
      });
    }
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
export const resetPasswordResponse = z.object({ password_changed: z.literal(true) });

export const confirmationQuery = z.object({ confirmation_token: flowTokenSchema });
export const confirmationResponse = z.object({ confirmed: z.literal(true) });

export const unlockQuery = z.object({ unlock_token: flowTokenSchema });
export const unlockResponse = z.object({ unlocked: z.literal(true) });

/** Password reset, e-mail confirmation and unlock, on `API_BASES.platform`. */
export const accountFlowEndpoints = {
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/users/password',
    summary: 'Send reset-password instructions (same answer whether the e-mail exists)',
    body: flowEmailRequest,
    response: instructionsSentResponse,
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/users/password',
    summary: 'Set a new password with an e-mailed token; ends every session of the player',
    body: resetPasswordRequest,
    response: resetPasswordResponse,
  }),
  confirm: defineEndpoint({
    method: 'GET',
    path: '/users/confirmation',
    summary: 'Confirm the e-mail address with an e-mailed token',
    query: confirmationQuery,
    response: confirmationResponse,
  }),
  resendConfirmation: defineEndpoint({
    method: 'POST',
    path: '/users/confirmation',
    summary: 'Send confirmation instructions again (same answer whether the e-mail exists)',
    body: flowEmailRequest,
    response: instructionsSentResponse,
  }),
  unlock: defineEndpoint({
    method: 'GET',
    path: '/users/unlock',
    summary: 'Unlock a locked account with an e-mailed token',
    query: unlockQuery,
    response: unlockResponse,
  }),
  resendUnlock: defineEndpoint({
    method: 'POST',
    path: '/users/unlock',
    summary: 'Send unlock instructions again (same answer whether the e-mail exists)',
    body: flowEmailRequest,
    response: instructionsSentResponse,
  }),
};

/** One outgoing message as the dev mailbox lists it (`?format=json`). */
export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxResponse = z.object({ messages: z.array(mailboxMessageSchema) });
