// The API's request schemas that are forms, built from the forms' own fields (the islands
// check the same fields without zod). Server-side only.
import { changePasswordPayloadFields, profileUpdateFields } from './account';
import { registerPayloadFields } from './registration';
import { loginFields } from './signIn';
import { checkoutFields } from './checkout';
import { forgotPasswordFields, resetPasswordPayloadFields } from './passwordReset';
import { shipmentFields } from './shipment';
import { testEmailFields } from './testEmail';
import { maxLength, type Field, type Fields } from './rules';
import { zodFromFields } from './zodFromFields';

export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;

const capped =
  (max: number, what: string) =>
  (field: Field): Field => ({ ...field, rules: [...field.rules, maxLength(max, `${what} must not exceed ${max} characters`)] });
const email = capped(MAX_EMAIL_LENGTH, 'Email');
const password = capped(MAX_PASSWORD_LENGTH, 'Password');

/**
 * The API's bounds on e-mails (the longest SMTP carries) and passwords (hashing one of 60,000
 * characters is work anyone could ask for). Nobody types that much into a form, so the forms
 * do not ship them; the server refuses longer ones before any work.
 */
const bounded = <F extends Fields>(fields: F, caps: Partial<Record<keyof F, (f: Field) => Field>>): F =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, caps[name]?.(field) ?? field])) as F;

export const loginSchema = zodFromFields(bounded(loginFields, { email, password }));
export const registerPayloadSchema = zodFromFields(bounded(registerPayloadFields, { email, password }));
export const profileUpdateSchema = zodFromFields(profileUpdateFields, { strict: true });
export const changePasswordPayloadSchema = zodFromFields(
  bounded(changePasswordPayloadFields, { current_password: password, new_password: password }),
);
export const createOrderSchema = zodFromFields(bounded(checkoutFields, { email }), { strict: true });
export const forgotPasswordSchema = zodFromFields(bounded(forgotPasswordFields, { email }));
export const resetPasswordPayloadSchema = zodFromFields(bounded(resetPasswordPayloadFields, { new_password: password }));
export const shipmentSchema = zodFromFields(shipmentFields);
export const testEmailSchema = zodFromFields(bounded(testEmailFields, { email }));
