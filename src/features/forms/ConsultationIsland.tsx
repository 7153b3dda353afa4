// /consultation request form.
import {
  CONSULTATION_DESCRIPTION_MAX,
  consultationProjectTypes,
  consultationFields,
  consultationServices,
} from '#domain/forms/consultation';
import { IslandBoundary } from '../shared/IslandBoundary';
import type { IslandMessages } from '../shared/useMessages';
import { CheckboxGroupField, SelectField, TextAreaField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';
import { formMessages } from './formMessages';
import { PersonFields } from './PersonFields';
import { FormOutcome, SubmitButton } from './FormOutcome';
import { consultationSubmission } from './submissions';
import { useFormSubmit } from './useFormSubmit';

function ConsultationFormView() {
  const { register, handleSubmit, reset, value, errors } = useValidatedForm(consultationFields);
  const { outcome, sending, submit } = useFormSubmit(formMessages.consultation);

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(consultationSubmission(values))) reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="consultation-form-title">
      <h2 id="consultation-form-title" className="text-2xl font-bold text-slate-900">
        Request a Free Consultation
      </h2>
      <FormOutcome outcome={outcome} success={formMessages.consultation.success} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} phoneRequired={false} />
      </div>
      <SelectField
        label="Project Type"
        required
        prompt="Select a project type"
        options={consultationProjectTypes}
        registration={register('projectType')}
        error={errors.projectType}
      />
      <CheckboxGroupField
        label="Services Needed"
        required
        options={consultationServices}
        registration={register('serviceTypes')}
        error={errors.serviceTypes}
      />
      <TextAreaField
        label="Project Description"
        optional
        max={CONSULTATION_DESCRIPTION_MAX}
        length={String(value('description')).length}
        registration={register('description')}
        error={errors.description}
      />
      <SubmitButton sending={sending} idle="Request Consultation" busy="Submitting..." />
    </form>
  );
}

export default function ConsultationIsland({ messages }: { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <ConsultationFormView />
    </IslandBoundary>
  );
}
