// The API's request schemas that are forms, built from the forms' own fields (the islands
// check the same fields without zod). Server-side only.
import { changePasswordPayloadFields, loginFields, profileUpdateFields, registerPayloadFields } from './auth';
import { checkoutFields } from './checkout';
import { forgotPasswordFields, resetPasswordPayloadFields } from './passwordReset';
import { shipmentFields } from './shipment';
import { zodFromFields } from './zodFromFields';

export const loginSchema = zodFromFields(loginFields);
export const registerPayloadSchema = zodFromFields(registerPayloadFields);
export const profileUpdateSchema = zodFromFields(profileUpdateFields, { strict: true });
export const changePasswordPayloadSchema = zodFromFields(changePasswordPayloadFields);
export const createOrderSchema = zodFromFields(checkoutFields, { strict: true });
export const forgotPasswordSchema = zodFromFields(forgotPasswordFields);
export const resetPasswordPayloadSchema = zodFromFields(resetPasswordPayloadFields);
export const shipmentSchema = zodFromFields(shipmentFields);
