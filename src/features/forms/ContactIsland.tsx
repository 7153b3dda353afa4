// /contact form, also used for course and session enrollment and training inquiries.
// The query decides title, form type and prefill.
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { contactFields, contactProjectTypes, inquiryTypes } from '#domain/forms/contact';
import { IslandBoundary } from '../shared/IslandBoundary';
import { SelectField, TextAreaField } from '../shared/ui/Field';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { useValidatedForm } from '../shared/useValidatedForm';
import type { TypedPerson } from './BookingForm';
import type { SessionKey } from './contactPrefill';
import { PLAIN_CONTACT, type ContactContext } from './contactKind';
import { withFailure } from './formMessages';
import { PersonFields } from './PersonFields';
import { FormOutcome, SubmitButton } from './FormOutcome';
import { contactSubmission } from './contactSubmission';
import { useFormSubmit } from './useFormSubmit';

const asOptions = (list: readonly string[], labels: Readonly<Record<string, string>>) =>
  list.map((v) => ({ value: v, label: labels[v] ?? v }));

function EnrollmentDetails({ context }: { context: ContactContext }) {
  const m = useMessages('forms').contact;
  const labels: Readonly<Record<string, string>> = m.detailLabels;
  const entries = Object.entries(context.details);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="enrollment-details-title" className="rounded-lg border border-brand-200 bg-brand-50 p-4">
      <h3 id="enrollment-details-title" className="font-semibold text-brand-900">
        {context.kind === 'course' ? m.courseDetails : m.sessionDetails}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {entries.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="font-medium text-slate-700">{labels[label] ?? label}:</dt>
            <dd className="text-slate-900">{labels[value] ?? value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ContactFormView({
  context,
  formRef,
  email,
}: {
  context: ContactContext;
  formRef: RefObject<HTMLFormElement | null>;
  email: string;
}) {
  const { register, handleSubmit, reset, errors } = useValidatedForm(contactFields);
  useEffect(() => {
    // Only a link's prefill replaces fields: what was typed before hydration stays.
    if (Object.keys(context.values).length) reset(context.values);
  }, [reset, context]);
  const { contact: m, fields, sending: words } = useMessages('forms');
  const { outcome, sending, submit } = useFormSubmit(
    withFailure({ ...m, sent: m.sent[context.formType as keyof typeof m.sent] }, words, email),
  );

  const onSubmit = handleSubmit(async (values) => {
    // After success the form starts over empty: the enrollment it carried has been sent.
    if (await submit(contactSubmission(values, context))) reset();
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        {context.kind === 'general' || context.kind === 'training' ? m.formTitle : m.detailsTitle}
      </h2>
      <EnrollmentDetails context={context} />
      <FormOutcome outcome={outcome} success={m.success} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} phoneRequired={true} />
        <SelectField
          label={m.inquiryType}
          required
          prompt={m.inquiryTypePrompt}
          options={asOptions(inquiryTypes, m.inquiryTypes)}
          registration={register('inquiryType')}
          error={errors.inquiryType}
        />
        <SelectField
          label={fields.projectType}
          required
          prompt={fields.projectTypePrompt}
          options={asOptions(contactProjectTypes, m.projectTypes)}
          registration={register('projectType')}
          error={errors.projectType}
        />
      </div>
      <TextAreaField label={fields.message} required rows={7} registration={register('message')} error={errors.message} />
      <SubmitButton sending={sending} idle={m.send} busy={m.busy} />
    </form>
  );
}

const BookingForm = lazy(() => import('./BookingForm'));

/** What the person typed into the plain form's fields a booking also asks for. */
function typedPerson(form: HTMLFormElement | null): TypedPerson {
  if (!form) return {};
  const data = new FormData(form);
  return Object.fromEntries((['name', 'email', 'phone', 'company'] as const).map((k) => [k, String(data.get(k) ?? '')]));
}

function ContactPage({ sessions, email }: { sessions: SessionKey[]; email: string }) {
  // The server renders the plain form; the query is read once hydrated. A session link
  // swaps in the booking form, fetched only then (it is not part of the page's first load).
  const [{ context, typed }, setView] = useState<{ context: ContactContext; typed: TypedPerson }>({ context: PLAIN_CONTACT, typed: {} });
  const form = useRef<HTMLFormElement>(null);
  const loading = useMessages('forms').contact.loadingBooking;
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (query.size === 0) return;
    // The prefill's rules come only with a link that has one (most visits have none).
    import('./contactPrefill')
      .then(({ contactContext }) => setView({ context: contactContext(query, sessions), typed: typedPerson(form.current) }))
      // Without them (a lost connection) the plain form stays, shown even for a session link.
      .catch(() => document.documentElement.removeAttribute('data-booking'));
  }, [sessions]);
  if (context.kind !== 'session') return <ContactFormView context={context} formRef={form} email={email} />;
  return (
    <Suspense fallback={<p role="status">{loading}</p>}>
      <BookingForm context={context} details={<EnrollmentDetails context={context} />} typed={typed} />
    </Suspense>
  );
}

/** sessions: the published training sessions; email: the shop's address, named when sending fails. */
export default function ContactIsland({
  sessions = [],
  messages,
  email,
}: {
  sessions?: SessionKey[];
  messages: IslandMessages;
  email: string;
}) {
  return (
    <IslandBoundary messages={messages}>
      <ContactPage sessions={sessions} email={email} />
    </IslandBoundary>
  );
}
