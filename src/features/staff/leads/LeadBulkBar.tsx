// Bulk work on the leads desk (loaded when the first lead is selected): one status or owner for
// every selected lead in one request, then a summary of what changed and what was refused.
import { useId, useState, type FormEvent } from 'react';
import type { LeadBulkResult } from '#domain/leads/schemas';
import { LEAD_STATUS_LABELS, leadStatuses, type LeadStatus } from '#domain/leads/leads';
import { errorMessage } from '../../../lib/api';
import { changeLeads } from './leadsApi';
import { useStaff } from './useStaff';

export const BULK_FAILED = 'Could not change the leads. Please try again.';
const KEEP = '';
const NO_OWNER = 'none';

const plural = (n: number) => `${n} ${n === 1 ? 'lead' : 'leads'}`;

export function LeadBulkBar({ ids, onDone, onClear }: { ids: number[]; onDone: (r: LeadBulkResult) => void; onClear: () => void }) {
  const uid = useId();
  const staff = useStaff();
  const [status, setStatus] = useState<LeadStatus | typeof KEEP>(KEEP);
  const [owner, setOwner] = useState(KEEP);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const change = {
        ...(status ? { status } : {}),
        ...(owner ? { owner: owner === NO_OWNER ? null : Number(owner) } : {}),
      };
      onDone(await changeLeads(ids, change));
      setStatus(KEEP);
      setOwner(KEEP);
    } catch (err) {
      setError(errorMessage(err, BULK_FAILED, [0, 408, 500]));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Change the selected leads"
      onSubmit={submit}
      className="sticky bottom-2 z-20 flex flex-wrap items-end gap-3 rounded-lg border border-brand-300 bg-brand-50 p-3 shadow-md"
    >
      <p className="basis-full font-semibold text-slate-900 sm:basis-auto sm:self-center" role="status">
        {plural(ids.length)} selected
      </p>
      <div className="min-w-0 flex-1 basis-32 sm:basis-40">
        <label htmlFor={`${uid}-status`} className="field-label">
          Set status
        </label>
        <select id={`${uid}-status`} className="field-input" value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
          <option value={KEEP}>Keep each status</option>
          {leadStatuses.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1 basis-32 sm:basis-40">
        <label htmlFor={`${uid}-owner`} className="field-label">
          Set owner
        </label>
        <select id={`${uid}-owner`} className="field-input" value={owner} onChange={(e) => setOwner(e.target.value)}>
          <option value={KEEP}>Keep each owner</option>
          <option value={NO_OWNER}>No owner</option>
          {staff.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name || m.email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary max-sm:flex-1 max-sm:px-3" disabled={busy || (!status && !owner)}>
        {busy ? 'Applying...' : `Apply to ${plural(ids.length)}`}
      </button>
      <button type="button" className="btn btn-outline max-sm:flex-1 max-sm:px-3" onClick={onClear} disabled={busy}>
        Clear selection
      </button>
      {error && (
        <p role="alert" className="basis-full text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}

/** What one bulk change did, lead by lead. */
export function BulkSummary({ result, onDismiss }: { result: LeadBulkResult; onDismiss: () => void }) {
  const { changed, unchanged, refused } = result;
  return (
    <section aria-label="Result of the bulk change" className="rounded-lg border border-slate-300 bg-white p-4 text-sm" data-bulk-summary>
      <p role="status" className="font-semibold text-slate-900">
        {plural(changed.length)} changed{refused.length > 0 && `, ${refused.length} refused`}
        {unchanged.length > 0 && `, ${unchanged.length} already so`}
      </p>
      {changed.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-slate-800">
          {changed.map((c) => (
            <li key={c.id}>
              {c.label}:{' '}
              {[
                c.from !== c.status && `${LEAD_STATUS_LABELS[c.from]} → ${LEAD_STATUS_LABELS[c.status]}`,
                c.owner_changed && 'owner changed',
              ]
                .filter(Boolean)
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold text-red-800">Refused</h3>
          <ul className="list-disc pl-5 text-slate-800">
            {refused.map((r) => (
              <li key={r.id}>
                {r.label}: {r.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="btn btn-outline mt-3 min-h-9 px-3 py-1" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}
