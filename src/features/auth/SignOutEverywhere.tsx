// Security tab: end every session of the account (a lost phone, a shared computer).
import { useState } from 'react';
import { toast } from '../shared/toast';
import { logoutEverywhere } from '../shared/session/authStore';
import { failureWithReason } from '../../lib/failureWithReason';
import { setPageNotice } from '../shared/session/pageNotice';

export const SIGNED_OUT_EVERYWHERE = 'You have been signed out of all devices.';

export function SignOutEverywhere() {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await logoutEverywhere();
      setPageNotice(SIGNED_OUT_EVERYWHERE, 'success');
      location.assign('/login');
    } catch (error) {
      toast.error(failureWithReason(error, 'Could not sign out of all devices. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="sessions-heading" className="mt-8 max-w-md border-t border-slate-200 pt-6">
      <h2 id="sessions-heading" className="text-xl font-bold text-slate-900">
        Signed-in devices
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Signs you out everywhere, this browser included: every other browser and phone has to log in again.
      </p>
      <button type="button" className="btn btn-outline mt-4" onClick={onClick} disabled={busy}>
        {busy ? 'Signing out...' : 'Sign out of all devices'}
      </button>
    </section>
  );
}
