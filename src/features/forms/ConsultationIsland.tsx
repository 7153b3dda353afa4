// /consultation request form (SPEC §2, §3, §5 "Consultation", §8).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CONSULTATION_DESCRIPTION_MAX,
  consultationProjectTypes,
  consultationSchema,
  consultationServices,
  type ConsultationForm,
} from '../../domain/forms/consultation';
import { IslandBoundary } from '../shared/IslandBoundary';
import { CheckboxGroupField, SelectField, TextAreaField, TextField } from './fields';
import { formMessages } from './formMessages';
import { FormOutcome, SubmitButton } from './FormOutcome';
import { consultationSubmission } from './submissions';
import { useFormSubmit } from './useFormSubmit';

const empty: ConsultationForm = { name: '', company: '', email: '', phone: '', projectType: '', serviceTypes: [], description: '' };

function ConsultationFormView() {
  const { register, handleSubmit, reset, watch, formState } = useForm<ConsultationForm>({
    resolver: zodResolver(consultationSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors } = formState;
  const { outcome, sending, submit } = useFormSubmit(formMessages.consultation);

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(consultationSubmission(values))) reset(empty);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="consultation-form-title">
      <h2 id="consultation-form-title" className="text-2xl font-bold text-slate-900">
        Request a Free Consultation
      </h2>
      <FormOutcome outcome={outcome} success={formMessages.consultation.success} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full Name" required autoComplete="name" registration={register('name')} error={errors.name?.message} />
        <TextField label="Company" required autoComplete="organization" registration={register('company')} error={errors.company?.message} />
        <TextField label="Email" required type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
        <TextField label="Phone" type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone?.message} />
      </div>
      <SelectField
        label="Project Type"
        required
        prompt="Select a project type"
        options={consultationProjectTypes}
        registration={register('projectType')}
        error={errors.projectType?.message}
      />
      <CheckboxGroupField label="Services Needed" required options={consultationServices} registration={register('serviceTypes')} error={errors.serviceTypes?.message} />
      <TextAreaField
        label="Project Description"
        max={CONSULTATION_DESCRIPTION_MAX}
        length={watch('description')?.length ?? 0}
        registration={register('description')}
        error={errors.description?.message}
      />
      <SubmitButton sending={sending} idle="Request Consultation" busy="Submitting..." />
    </form>
  );
}

export default function ConsultationIsland() {
  return (
    <IslandBoundary>
      <ConsultationFormView />
    </IslandBoundary>
  );
}
