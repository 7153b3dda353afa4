// The relay's recent outbox, for admins (GET /api/v1.0/email/outbox).
import { api, ApiError } from '../../lib/api';
import { readToken } from '../../lib/storedSession';

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
}

export type OutboxView =
  | { kind: 'signed-out' }
  | { kind: 'forbidden' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; items: OutboxItem[]; smtpConfigured: boolean };

export async function loadOutbox(): Promise<OutboxView> {
  if (!readToken()) return { kind: 'signed-out' };
  try {
    const body = await api.get<{ items: OutboxItem[]; smtp_configured: boolean }>('/v1.0/email/outbox?limit=25');
    return { kind: 'loaded', items: body.items, smtpConfigured: body.smtp_configured };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { kind: 'forbidden' };
    return { kind: 'error', message: 'Could not load the outbox. Please try again.' };
  }
}
