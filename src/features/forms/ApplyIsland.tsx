// 'Join Our Team' job application.
import { APPLY_MESSAGE_MAX, applyFields } from '#domain/forms/apply';
import { IslandBoundary } from '../shared/IslandBoundary';
import { TextAreaField, TextField } from '../shared/ui/Field';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { useValidatedForm } from '../shared/useValidatedForm';
import { withFailure } from './formMessages';
import { FormOutcome, SubmitButton } from './FormOutcome';
import { applySubmission } from './applySubmission';
import { useFormSubmit } from './useFormSubmit';

function ApplicationForm({ email }: { email: string }) {
  const { register, handleSubmit, reset, value, errors } = useValidatedForm(applyFields);
  const { apply: m, fields, sending: words } = useMessages('forms');
  const { outcome, sending, submit } = useFormSubmit(withFailure(m, words, email));

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(applySubmission(values))) {
      reset();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="apply-form-title">
      <h2 id="apply-form-title" className="text-2xl font-bold text-slate-900">
        {m.formTitle}
      </h2>
      <FormOutcome
        outcome={outcome}
        success={
          <>
            <p className="font-semibold">{m.success}</p>
            <p className="mt-1 text-sm">{m.successDetail}</p>
          </>
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={fields.fullName} required autoComplete="name" registration={register('full_name')} error={errors.full_name} />
        <TextField label={fields.email} required type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        <TextField label={fields.phone} required type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
        <TextField
          label={fields.location}
          required
          autoComplete="address-level2"
          registration={register('location')}
          error={errors.location}
        />
      </div>
      <TextAreaField
        label={fields.message}
        required
        rows={8}
        max={APPLY_MESSAGE_MAX}
        length={String(value('message')).length}
        registration={register('message')}
        error={errors.message}
      />
      <SubmitButton sending={sending} idle={m.send} busy={m.busy} />
    </form>
  );
}

/** email: the shop's address, named when sending fails. */
export default function ApplyIsland({ messages, email }: { messages: IslandMessages; email: string }) {
  return (
    <IslandBoundary messages={messages}>
      <ApplicationForm email={email} />
    </IslandBoundary>
  );
}
