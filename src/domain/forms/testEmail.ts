// /test-email's form: where the test order e-mail's acknowledgement goes.
import type { FieldValues } from './rules';
import { requiredEmail } from './shared';

export const testEmailFields = { email: requiredEmail() };
export type TestEmailForm = FieldValues<typeof testEmailFields>;
