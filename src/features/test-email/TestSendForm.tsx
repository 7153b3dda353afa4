// Sends one test order e-mail (team notification, then the auto-reply to the given address).
import { useState, type FormEvent } from 'react';
import { testEmailFields } from '#domain/forms/testEmail';
import { fieldError } from '#domain/forms/rules';
import type { SendResult } from './outboxApi';

const address = testEmailFields.email;

export function TestSendForm({ onSend }: { onSend: (email: string) => Promise<SendResult> }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const problem = fieldError(address, email.trim());
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSending(true);
    setResult(null);
    setResult(await onSend(email.trim()));
    setSending(false);
  };

  return (
    <section className="card p-5 sm:p-6" aria-labelledby="test-send-title">
      <h2 id="test-send-title" className="text-xl font-bold text-slate-900">
        Send a test order e-mail
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        The team notification goes to the team address; the auto-reply goes to the address below. A test never becomes a lead.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div>
          <label htmlFor="test-email-address" className="field-label">
            Auto-reply address
          </label>
          <input
            id="test-email-address"
            name="email"
            type="email"
            autoComplete="email"
            className="field-input"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'test-email-address-error' : undefined}
          />
          {error && (
            <p id="test-email-address-error" className="field-error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Sending...' : 'Send Test Order Email'}
        </button>
      </form>
      <div role="status" className="mt-4">
        {result && (
          <p
            className={`rounded-lg border px-4 py-3 text-sm ${result.success ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-900'}`}
          >
            {result.message}
          </p>
        )}
      </div>
    </section>
  );
}
