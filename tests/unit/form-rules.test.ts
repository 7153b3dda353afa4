// The forms' rules (checked in the browser without zod) and the API's zod schemas built from
// them must give the same answer and the same first message for any input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFields } from '../../src/domain/forms/apply';
import { changePasswordFormFields, loginFields, profileFormFields, registerFormFields, registerPayloadFields } from '../../src/domain/forms/auth';
import { checkoutFields } from '../../src/domain/forms/checkout';
import { consultationFields, consultationServices } from '../../src/domain/forms/consultation';
import { contactFields } from '../../src/domain/forms/contact';
import { orderRequestFields } from '../../src/domain/forms/order';
import { forgotPasswordFields, resetPasswordFormFields } from '../../src/domain/forms/passwordReset';
import { validateFields, type Fields } from '../../src/domain/forms/rules';
import { shipmentFields } from '../../src/domain/forms/shipment';
import { zodFromFields } from '../../src/domain/forms/zodFromFields';

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
  fc.constantFrom('', ' ', 'a', 'ab', 'Abcdefg1', 'abcdefgh', 'ABCDEFG1', 'jo@example.com', 'bad@', 'x@y.co', ' +1 (210) 555-0100 ', '0123', '12345678901234567890', 'Data Center', 'data-center', 'credit_card', 'Training & Education', '3', '-2', 'x'.repeat(101)),
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

describe('validateFields', () => {
  it('shows the first broken rule with the spec message', () => {
    const result = validateFields(contactFields, { name: ' a ', email: 'nope', inquiryType: 'Partnership', projectType: 'Other' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters',
        company: 'Company name is required',
        email: 'Invalid email address',
        phone: 'Phone number is required',
        message: 'Message is required',
      },
    });
  });

  it('trims text, keeps passwords as typed and checks confirmations', () => {
    const input = { newPassword: ' secret12 ', confirmPassword: 'secret12' };
    expect(validateFields(resetPasswordFormFields, input)).toEqual({ ok: false, errors: { confirmPassword: 'Passwords must match' } });
    const ok = validateFields(applyFields, {
      full_name: '  Ana Ruiz ',
      email: 'ana@example.com',
      phone: '+1 210 555 0100',
      location: 'San Antonio',
      message: 'I have spliced ribbon fiber for six years and hold a current fusion splicing certificate.',
    });
    expect(ok.ok && ok.values.full_name).toBe('Ana Ruiz');
  });

  it('coerces the order quantity and bounds it by the stock', () => {
    const base = { customerName: 'Ana', customerEmail: 'ana@example.com', customerPhone: '(210) 555-0100' };
    expect(validateFields(orderRequestFields(3), { ...base, quantity: 'abc' })).toMatchObject({ ok: true, values: { quantity: 1 } });
    expect(validateFields(orderRequestFields(3), { ...base, quantity: '4' })).toEqual({ ok: false, errors: { quantity: 'Only 3 items available' } });
    expect(validateFields(orderRequestFields(3), { ...base, quantity: '0' })).toEqual({ ok: false, errors: { quantity: 'Quantity must be at least 1' } });
  });

  it('needs at least one known service on the consultation form', () => {
    const errors = (serviceTypes: string[]) => {
      const result = validateFields(consultationFields, { serviceTypes });
      return result.ok ? {} : result.errors;
    };
    expect(errors([]).serviceTypes).toBe('Please select at least one service');
    expect(errors(['Fusion Splicing']).serviceTypes).toBeUndefined();
  });
});
