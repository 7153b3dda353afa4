// The relay's recent outbox (GET /api/v1.0/email/outbox) and the test order e-mail
// (POST /api/v1.0/email/test), for admins.
import type { TestEmailSent } from '#domain/mail/schemas';
import { api, ApiError, errorMessage } from '../../lib/api';

export interface OutboxItem {
  id: number;
  template: 'team' | 'autoreply';
  recipient: string;
  subject: string;
  state: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The message as delivered, links included: a development server's outbox only. */
  text?: string;
}

export type OutboxView =
  | { kind: 'forbidden' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; items: OutboxItem[]; smtpConfigured: boolean };

export async function loadOutbox(): Promise<OutboxView> {
  try {
    const body = await api.get<{ items: OutboxItem[]; smtp_configured: boolean }>('/v1.0/email/outbox?limit=25');
    return { kind: 'loaded', items: body.items, smtpConfigured: body.smtp_configured };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { kind: 'forbidden' };
    return { kind: 'error', message: 'Could not load the outbox. Please try again.' };
  }
}

export interface SendResult {
  success: boolean;
  message: string;
}

/** Stores the test order e-mail: the team's copy and the acknowledgement to `email`. */
export async function sendTestEmail(email: string): Promise<SendResult> {
  try {
    const { reference } = await api.post<TestEmailSent>('/v1.0/email/test', { email });
    return { success: true, message: `Test e-mail ${reference} stored for delivery: the team's copy and the auto-reply to ${email}.` };
  } catch (error) {
    return { success: false, message: errorMessage(error, 'Could not send the test e-mail. Please try again.') };
  }
}
