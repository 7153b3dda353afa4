// "Add phone booking": a person who called takes a seat of the session like any registration
// (held while one is free, else the waitlist); a phone number is enough, an e-mail address is
// asked only for the calendar invitation. Checked with the API's schema before sending;
// the form stays mounted while closed and on failure, so nothing typed is lost.
import { useId, useState, type FormEvent } from 'react';
import { phoneBookingSchema, type PhoneBooking } from '#domain/school/phoneBooking';
import { REGISTRATION_STATUS_LABELS } from '#domain/school/sessions';
import type { RosterSession } from '#domain/school/schemas';
import { failureWithReason } from '../../../lib/failureWithReason';
import { toast } from '../../shared/toast';
import { FieldError } from '../../shared/ui/Field';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { sessionLabel } from './registrationColumns';
import { bookByPhone, PHONE_BOOKING_FAILED } from './sessionsApi';

type Field = keyof PhoneBooking;
const FIELDS: { name: Field; label: string; type: string; optional?: boolean }[] = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email', optional: true },
  { name: 'company', label: 'Company', type: 'text', optional: true },
];

interface Props {
  session: RosterSession;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

export function PhoneBookingDialog({ session, open, onClose, onDone }: Props) {
  const uid = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', phone: '', email: '', company: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = phoneBookingSchema.safeParse({ ...values, company: values.company || undefined });
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (!parsed.success) {
      document.getElementById(`${uid}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const r = await bookByPhone(session.id, parsed.data);
      toast.success(
        r.status === 'waitlisted'
          ? `The session is full: ${r.name} is on the waitlist (#${r.position})`
          : `${r.name} booked: ${REGISTRATION_STATUS_LABELS[r.status].toLowerCase()}`,
      );
      onDone();
    } catch (error) {
      toast.error(failureWithReason(error, PHONE_BOOKING_FAILED));
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      title="Add phone booking"
      subtitle={`${sessionLabel(session)}. The seat is held for 72 hours like any registration; confirm it to send the calendar invitation.`}
      open={open}
      initialFocus={`${uid}-name`}
      busy={saving}
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Add booking', busyLabel: 'Adding...' }}
    >
      <fieldset disabled={saving} className="flex flex-col gap-3">
        <legend className="sr-only">The person who called</legend>
        {FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={`${uid}-${f.name}`} className="field-label">
              {f.label} {f.optional && <span className="font-normal text-slate-600">(optional)</span>}
            </label>
            <input
              id={`${uid}-${f.name}`}
              type={f.type}
              autoComplete="off"
              className="field-input"
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `${uid}-${f.name}-error` : undefined}
              value={values[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
            <FieldError id={`${uid}-${f.name}-error`} error={errors[f.name]} />
          </div>
        ))}
      </fieldset>
    </ModalDialog>
  );
}
