// 'Join Our Team' job application.
import { APPLY_MESSAGE_MAX, applyFields } from '#domain/forms/apply';
import { IslandBoundary } from '../shared/IslandBoundary';
import type { IslandMessages } from '../shared/useMessages';
import { TextAreaField, TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';
import { formMessages } from './formMessages';
import { FormOutcome, SubmitButton } from './FormOutcome';
import { applySubmission } from './submissions';
import { useFormSubmit } from './useFormSubmit';

function ApplicationForm() {
  const { register, handleSubmit, reset, value, errors } = useValidatedForm(applyFields);
  const { outcome, sending, submit } = useFormSubmit(formMessages.apply);

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(applySubmission(values))) {
      reset();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="apply-form-title">
      <h2 id="apply-form-title" className="text-2xl font-bold text-slate-900">
        Application Form
      </h2>
      <FormOutcome
        outcome={outcome}
        success={
          <>
            <p className="font-semibold">{formMessages.apply.success}</p>
            <p className="mt-1 text-sm">{formMessages.apply.successDetail}</p>
          </>
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full Name" required autoComplete="name" registration={register('full_name')} error={errors.full_name} />
        <TextField label="Email" required type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        <TextField label="Phone" required type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
        <TextField label="Location" required autoComplete="address-level2" registration={register('location')} error={errors.location} />
      </div>
      <TextAreaField
        label="Message"
        required
        rows={8}
        max={APPLY_MESSAGE_MAX}
        length={String(value('message')).length}
        registration={register('message')}
        error={errors.message}
      />
      <SubmitButton sending={sending} idle="Submit Application" busy="Submitting Application..." />
    </form>
  );
}

export default function ApplyIsland({ messages }: { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <ApplicationForm />
    </IslandBoundary>
  );
}
