// 'Join Our Team' job application (SPEC §2 "Job application page", §5, §8).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { APPLY_MESSAGE_MAX, applySchema, type ApplyForm } from '../../domain/forms/apply';
import { IslandBoundary } from '../shared/IslandBoundary';
import { TextAreaField, TextField } from './fields';
import { formMessages } from './formMessages';
import { FormOutcome, SubmitButton } from './FormOutcome';
import { applySubmission } from './submissions';
import { useFormSubmit } from './useFormSubmit';

const empty: ApplyForm = { full_name: '', email: '', phone: '', location: '', message: '' };

function ApplicationForm() {
  const { register, handleSubmit, reset, watch, formState } = useForm<ApplyForm>({
    resolver: zodResolver(applySchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors } = formState;
  const { outcome, sending, submit } = useFormSubmit(formMessages.apply);

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(applySubmission(values))) {
      reset(empty);
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
        <TextField label="Full Name" required autoComplete="name" registration={register('full_name')} error={errors.full_name?.message} />
        <TextField label="Email" required type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
        <TextField label="Phone" required type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone?.message} />
        <TextField label="Location" required autoComplete="address-level2" registration={register('location')} error={errors.location?.message} />
      </div>
      <TextAreaField
        label="Message"
        required
        rows={8}
        max={APPLY_MESSAGE_MAX}
        length={watch('message')?.length ?? 0}
        registration={register('message')}
        error={errors.message?.message}
      />
      <SubmitButton sending={sending} idle="Submit Application" busy="Submitting Application..." />
    </form>
  );
}

export default function ApplyIsland() {
  return (
    <IslandBoundary>
      <ApplicationForm />
    </IslandBoundary>
  );
}
