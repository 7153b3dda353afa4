// The four "who are you" fields the contact, consultation and booking forms open with.
import type { FieldRegistration } from '../shared/useValidatedForm';
import { TextField } from '../shared/ui/Field';
import { useMessages } from '../shared/useMessages';

type PersonField = 'name' | 'company' | 'email' | 'phone';

interface Props {
  register: (name: PersonField) => FieldRegistration;
  errors: Partial<Record<PersonField, string>>;
  /** The contact form needs a phone number; the consultation form takes one if given. */
  phoneRequired: boolean;
  /** A booking takes a company if given; the other forms need one. */
  companyRequired?: boolean;
}

export function PersonFields({ register, errors, phoneRequired, companyRequired = true }: Props) {
  const f = useMessages('forms').fields;
  return (
    <>
      <TextField label={f.fullName} required autoComplete="name" registration={register('name')} error={errors.name} />
      <TextField
        label={f.company}
        required={companyRequired}
        optional={!companyRequired}
        autoComplete="organization"
        registration={register('company')}
        error={errors.company}
      />
      <TextField label={f.email} required type="email" autoComplete="email" registration={register('email')} error={errors.email} />
      <TextField
        label={f.phone}
        required={phoneRequired}
        optional={!phoneRequired}
        type="tel"
        autoComplete="tel"
        registration={register('phone')}
        error={errors.phone}
      />
    </>
  );
}
