// Security tab: end every session of the account (a lost phone, a shared computer).
import { useState } from 'react';
import { toast } from '../shared/toast';
import { logoutEverywhere } from '../shared/session/authStore';
import { failureWithReason } from '../../lib/failureWithReason';
import { setPageNotice } from '../shared/session/pageNotice';
import { localePath } from '#domain/i18n/locales';
import { pageLang } from '../../lib/path';
import { useMessages } from '../shared/useMessages';

export function SignOutEverywhere() {
  const m = useMessages('account').devices;
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await logoutEverywhere();
      setPageNotice(m.done, 'success');
      location.assign(localePath('/login', pageLang()));
    } catch (error) {
      toast.error(failureWithReason(error, m.failed));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="sessions-heading" className="mt-8 max-w-md border-t border-slate-200 pt-6">
      <h2 id="sessions-heading" className="text-xl font-bold text-slate-900">
        {m.title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{m.lead}</p>
      <button type="button" className="btn btn-outline mt-4" onClick={onClick} disabled={busy}>
        {busy ? m.submitting : m.submit}
      </button>
    </section>
  );
}
