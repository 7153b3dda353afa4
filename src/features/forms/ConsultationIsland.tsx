// /consultation request form.
import {
  CONSULTATION_DESCRIPTION_MAX,
  consultationProjectTypes,
  consultationFields,
  consultationServices,
} from '#domain/forms/consultation';
import { IslandBoundary } from '../shared/IslandBoundary';
import { CheckboxGroupField, SelectField, TextAreaField } from '../shared/ui/Field';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { useValidatedForm } from '../shared/useValidatedForm';
import { withFailure } from './formMessages';
import { PersonFields } from './PersonFields';
import { FormOutcome, SubmitButton } from './FormOutcome';
import { consultationSubmission } from './consultationSubmission';
import { useFormSubmit } from './useFormSubmit';

function ConsultationFormView({ email }: { email: string }) {
  const { register, handleSubmit, reset, value, errors } = useValidatedForm(consultationFields);
  const { consultation: m, fields, sending: words } = useMessages('forms');
  const { outcome, sending, submit } = useFormSubmit(withFailure(m, words, email));
  const projectTypes = consultationProjectTypes.map(({ value }) => ({ value, label: m.projectTypes[value] }));

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(consultationSubmission(values))) reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="consultation-form-title">
      <h2 id="consultation-form-title" className="text-2xl font-bold text-slate-900">
        {m.formTitle}
      </h2>
      <FormOutcome outcome={outcome} success={m.success} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} phoneRequired={false} />
      </div>
      <SelectField
        label={fields.projectType}
        required
        prompt={fields.projectTypePrompt}
        options={projectTypes}
        registration={register('projectType')}
        error={errors.projectType}
      />
      <CheckboxGroupField
        label={m.services}
        required
        options={consultationServices}
        labels={m.serviceTypes}
        registration={register('serviceTypes')}
        error={errors.serviceTypes}
      />
      <TextAreaField
        label={m.projectDescription}
        optional
        max={CONSULTATION_DESCRIPTION_MAX}
        length={String(value('description')).length}
        registration={register('description')}
        error={errors.description}
      />
      <SubmitButton sending={sending} idle={m.send} busy={m.busy} />
    </form>
  );
}

/** email: the shop's address, named when sending fails. */
export default function ConsultationIsland({ messages, email }: { messages: IslandMessages; email: string }) {
  return (
    <IslandBoundary messages={messages}>
      <ConsultationFormView email={email} />
    </IslandBoundary>
  );
}
