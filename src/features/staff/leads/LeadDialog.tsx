// One lead in a native modal <dialog>: what the person sent, the notes so far, and the
// status, owner and a new note to save. A failure toasts and keeps what was typed.
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../shared/toast';
import { formatLongDate } from '#domain/shared/format';
import { LEAD_NEXT_STATUSES, LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, NOTE_MAX, type LeadStatus } from '#domain/leads/leads';
import type { Lead } from '#domain/leads/schemas';
import type { LeadChange } from '#domain/leads/leadChange';
import { errorMessage } from '../../../lib/api';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { changeLead, LEAD_SAVE_FAILED } from './leadsApi';
import { useStaff } from './useStaff';
import { replyMailto } from '#domain/leads/replyTemplates';
import { LANGUAGE_LABELS } from '../kit/language';

interface Props {
  lead: Lead;
  me: { id: number; email: string };
  onClose: () => void;
  onSaved: (lead: Lead) => void;
}

const when = (iso: string) => `${formatLongDate(iso)} ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

export function LeadDialog({ lead, me, onClose, onSaved }: Props) {
  const uid = useId();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const staff = useStaff();
  const [owner, setOwner] = useState(lead.owner ? String(lead.owner.id) : '');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);

  const change = (): LeadChange => ({
    ...(status !== lead.status ? { status } : {}),
    ...(owner !== (lead.owner ? String(lead.owner.id) : '') ? { owner: owner ? Number(owner) : null } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = change();
    if (!Object.keys(body).length) return onClose();
    setSaving(true);
    try {
      const saved = await changeLead(lead.id, body);
      toast.success(`Lead from ${lead.name || lead.email} saved`);
      onSaved(saved);
    } catch (error) {
      toast.error(errorMessage(error, LEAD_SAVE_FAILED, [0, 408, 500]));
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      title={lead.name || lead.email}
      subtitle={
        <>
          {LEAD_TYPE_LABELS[lead.type]} · {when(lead.received_at)} · <span className="font-mono">{lead.reference}</span>
        </>
      }
      busy={saving}
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Save' }}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">E-mail</dt>
        <dd className="wrap-anywhere">
          <a href={`mailto:${lead.email}`} className="text-brand-700 underline">
            {lead.email}
          </a>
        </dd>
        <dt className="text-slate-600">Language</dt>
        <dd data-lead-lang>{LANGUAGE_LABELS[lead.lang]}</dd>
        {lead.phone && (
          <>
            <dt className="text-slate-600">Phone</dt>
            <dd>
              <a href={`tel:${lead.phone}`} className="text-brand-700 underline">
                {lead.phone}
              </a>
            </dd>
          </>
        )}
        {lead.company && (
          <>
            <dt className="text-slate-600">Company</dt>
            <dd>{lead.company}</dd>
          </>
        )}
        {lead.product && (
          <>
            <dt className="text-slate-600">Product or course</dt>
            <dd>{lead.product}</dd>
          </>
        )}
        {lead.subject && (
          <>
            <dt className="text-slate-600">Subject</dt>
            <dd>{lead.subject}</dd>
          </>
        )}
      </dl>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <a href={replyMailto(lead)} className="btn btn-outline min-h-9 px-3 py-1" data-reply>
          Reply by e-mail
        </a>
        <span className="text-sm text-slate-700">{LANGUAGE_LABELS[lead.lang]} template, opens your mail program</span>
      </p>
      <p className="max-h-48 overflow-y-auto whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-900">{lead.message}</p>
      {lead.notes.length > 0 && (
        <section aria-labelledby={`${uid}-notes`}>
          <h3 id={`${uid}-notes`} className="text-sm font-semibold text-slate-900">
            Notes
          </h3>
          <ul className="mt-1 max-h-32 space-y-1 overflow-y-auto text-sm">
            {lead.notes.map((n) => (
              <li key={n.id}>
                <span className="text-slate-600">
                  {when(n.created_at)} · {n.author ?? 'staff'}:
                </span>{' '}
                {n.body}
              </li>
            ))}
          </ul>
        </section>
      )}
      <fieldset disabled={saving} className="flex flex-col gap-4">
        <legend className="sr-only">Work on this lead</legend>
        {lead.order ? (
          <p className="text-sm text-slate-800">
            This checkout is order{' '}
            <a href={`/staff/orders?q=${encodeURIComponent(lead.order.reference)}`} className="font-mono text-brand-700 underline">
              {lead.order.reference}
            </a>
            : its status is the order’s, changed on the order desk.
          </p>
        ) : (
          <div>
            <label htmlFor={`${uid}-status`} className="field-label">
              Status
            </label>
            <select id={`${uid}-status`} className="field-input" value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
              {[lead.status, ...LEAD_NEXT_STATUSES[lead.status]].map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${uid}-owner`} className="field-label">
            Owner
          </label>
          <select id={`${uid}-owner`} className="field-input" value={owner} onChange={(e) => setOwner(e.target.value)}>
            <option value="">No owner</option>
            {/* The current owner stays listed while the staff list loads. */}
            {(staff.length ? staff : lead.owner ? [lead.owner] : []).map((m) => (
              <option key={m.id} value={m.id}>
                {(m.name || m.email) + (m.id === me.id ? ' (me)' : '')}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-note`} className="field-label">
            Add a note <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            id={`${uid}-note`}
            rows={3}
            maxLength={NOTE_MAX}
            className="field-input"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </fieldset>
    </ModalDialog>
  );
}
