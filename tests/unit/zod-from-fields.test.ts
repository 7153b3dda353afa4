// The forms' rules (checked in the browser without zod) and the API's zod schemas built from
// them must give the same answer and the same first message for any input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFields } from '#domain/forms/apply';
import { changePasswordFormFields, profileFormFields } from '#domain/forms/account';
import { registerFormFields, registerPayloadFields } from '#domain/forms/registration';
import { loginFields } from '#domain/forms/signIn';
import { checkoutFields } from '#domain/forms/checkout';
import { consultationFields, consultationServices } from '#domain/forms/consultation';
import { contactFields } from '#domain/forms/contact';
import { orderRequestFields } from '#domain/forms/order';
import { forgotPasswordFields, resetPasswordFormFields } from '#domain/forms/passwordReset';
import { validateFields, type Fields } from '#domain/forms/rules';
import { shipmentFields } from '#domain/forms/shipment';
import { zodFromFields } from '#domain/forms/zodFromFields';

const forms: Record<string, Fields> = {
  contact: contactFields,
  apply: applyFields,
  consultation: consultationFields,
  login: loginFields,
  register: registerFormFields,
  registerPayload: registerPayloadFields,
  profile: profileFormFields,
  changePassword: changePasswordFormFields,
  forgotPassword: forgotPasswordFields,
  resetPassword: resetPasswordFormFields,
  checkout: checkoutFields,
  shipment: shipmentFields,
  orderRequest: orderRequestFields(5),
};

// Strings that hit the rules' edges: blanks, short and long text, e-mails, phones, passwords.
const edgeText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a',
    'ab',
    'Abcdefg1',
    'abcdefgh',
    'ABCDEFG1',
    'jo@example.com',
    'bad@',
    'x@y.co',
    ' +1 (210) 555-0100 ',
    '0123',
    '12345678901234567890',
    'Data Center',
    'data-center',
    'credit_card',
    'pickup',
    'Training & Education',
    '3',
    '-2',
    'x'.repeat(101),
  ),
  fc.string({ maxLength: 60 }),
);
const inputFor = (fields: Fields) =>
  fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        field.kind === 'list' ? fc.subarray([...consultationServices, 'Underwater Welding']) : edgeText,
      ]),
    ),
  );

describe('form rules and the API schemas built from them', () => {
  for (const [name, fields] of Object.entries(forms)) {
    it(`${name}: the same verdict and first message per field`, () => {
      const schema = zodFromFields(fields);
      fc.assert(
        fc.property(inputFor(fields), (input) => {
          const ours = validateFields(fields, input);
          const theirs = schema.safeParse(input);
          expect(theirs.success).toBe(ours.ok);
          if (ours.ok && theirs.success) expect(theirs.data).toEqual(ours.values);
          if (!ours.ok && !theirs.success) {
            const firstByField: Record<string, string> = {};
            for (const issue of theirs.error.issues) firstByField[String(issue.path[0])] ??= issue.message;
            expect(firstByField).toEqual(ours.errors);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});
