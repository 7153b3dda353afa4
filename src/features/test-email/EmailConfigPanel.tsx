// Which e-mail settings this build carries (the public key masked) and where it sends.
import type { ReactNode } from 'react';
import { maskKey, missingEmailSetting, type EmailConfig } from '../../lib/email/emailSettings';

const shown = (value: string) => (value ? value : <span className="font-semibold text-red-700">Not set</span>);

const UNREAD: EmailConfig = { publicKey: '', serviceId: '', teamTemplateId: '', autoReplyTemplateId: '', origin: '', blockHeadless: false };

function rows(config: EmailConfig): [string, ReactNode][] {
  return [
    ['Public key', config.publicKey ? maskKey(config.publicKey) : shown('')],
    ['Service ID', shown(config.serviceId)],
    ['Team template ID', shown(config.teamTemplateId)],
    ['Auto-reply template ID', shown(config.autoReplyTemplateId)],
    ['Origin', shown(config.origin)],
    ['Send endpoint', config.origin ? `${config.origin}/api/v1.0/email/send` : shown('')],
    ['Block headless browsers', config.blockHeadless ? 'On' : 'Off'],
  ];
}

function status(config: EmailConfig | null): [string, string] {
  if (!config) return ['Reading the e-mail configuration...', 'text-slate-700'];
  const missing = missingEmailSetting(config);
  return missing ? [`Incomplete: ${missing}.`, 'text-red-700'] : ['All required values are set.', 'text-emerald-800'];
}

/**
 * `config` is null until the browser has read it (the origin may be the page's own): the
 * page is built with the rows in place, so filling them in moves nothing on the screen.
 */
export function EmailConfigPanel({ config }: { config: EmailConfig | null }) {
  const [message, tone] = status(config);
  const shownRows = rows(config ?? UNREAD).map(([label, value]) => [label, config ? value : '...'] as const);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="email-config-title">
      <h2 id="email-config-title" className="text-xl font-bold text-slate-900">
        E-mail configuration
      </h2>
      <p className={`mt-2 text-sm font-medium ${tone}`}>{message}</p>
      <dl className="mt-4 divide-y divide-slate-200 text-sm">
        {shownRows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-all font-mono text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
