// The forms' rules, checked in the browser without zod: the first broken rule per field, with the spec message.
import { describe, expect, it } from 'vitest';
import { applyFields } from '#domain/forms/apply';
import { consultationFields } from '#domain/forms/consultation';
import { contactFields } from '#domain/forms/contact';
import { orderRequestFields } from '#domain/forms/order';
import { resetPasswordFormFields } from '#domain/forms/passwordReset';
import { validateFields } from '#domain/forms/rules';

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
    expect(validateFields(orderRequestFields(3), { ...base, quantity: '4' })).toEqual({
      ok: false,
      errors: { quantity: 'Only 3 items available' },
    });
    expect(validateFields(orderRequestFields(3), { ...base, quantity: '0' })).toEqual({
      ok: false,
      errors: { quantity: 'Quantity must be at least 1' },
    });
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
