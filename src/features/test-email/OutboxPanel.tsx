// The relay's recent messages and their delivery state, for a signed-in admin. On a
// development server each message can be read as delivered, its links working here.
import type { OutboxItem, OutboxView } from './outboxApi';
import { MessageText } from './MessageText';

const STATE_STYLES: Record<OutboxItem['state'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function OutboxTable({ items }: { items: OutboxItem[] }) {
  if (items.length === 0) return <p className="mt-4 text-sm text-slate-700">The outbox is empty.</p>;
  return (
    <ul className="mt-4 space-y-3">
      {items.map((m) => (
        <li key={m.id} className="rounded-lg border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className={`badge ${STATE_STYLES[m.state]}`}>{m.state}</span>
            <span className="font-semibold text-slate-900">{m.template === 'team' ? 'Team notification' : 'Auto-reply'}</span>
            <span className="text-slate-600">
              #{m.id} · {when(m.created_at)}
            </span>
          </div>
          <p className="mt-1 break-all text-slate-900">{m.subject}</p>
          <p className="break-all text-slate-700">
            To: {m.recipient} · Attempts: {m.attempts}
          </p>
          {m.last_error && <p className="mt-1 break-all text-red-800">Last error: {m.last_error}</p>}
          {m.text !== undefined && (
            <details className="mt-2">
              <summary className="cursor-pointer font-semibold text-brand-700">Read the message</summary>
              <MessageText text={m.text} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

export function OutboxPanel({ view, onRefresh }: { view: OutboxView; onRefresh: () => void }) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="outbox-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="outbox-title" className="text-xl font-bold text-slate-900">
          Relay outbox
        </h2>
        {view.kind !== 'forbidden' && (
          <button type="button" className="btn btn-outline" onClick={onRefresh} disabled={view.kind === 'loading'}>
            Refresh
          </button>
        )}
      </div>
      {view.kind === 'forbidden' && <p className="mt-3 text-sm text-slate-700">Only admins can see the relay&apos;s outbox.</p>}
      {view.kind === 'loading' && <p className="mt-3 text-sm text-slate-700">Loading outbox...</p>}
      {view.kind === 'error' && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {view.message}
        </p>
      )}
      {view.kind === 'loaded' && (
        <>
          <p className="mt-3 text-sm text-slate-700">
            {view.smtpConfigured
              ? 'SMTP delivery is configured: pending messages are being sent.'
              : 'SMTP_URL is not set on the server: messages stay pending in the outbox.'}
            {view.items.some((m) => m.text !== undefined) && ' Open a message to read it: its links work on this server.'}
          </p>
          <OutboxTable items={view.items} />
        </>
      )}
    </section>
  );
}
