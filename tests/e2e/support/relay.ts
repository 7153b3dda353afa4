// A form submission posted to the relay as the site's EmailJS SDK sends it, from one client address.
import { expect, type APIRequestContext } from '@playwright/test';
import { emailDefaults } from '#domain/mail/emailDefaults';

export async function postToRelay(request: APIRequestContext, templateId: string, params: Record<string, string>, address: string) {
  const res = await request.post('/api/v1.0/email/send', {
    headers: { 'X-Forwarded-For': address },
    data: {
      lib_version: '4.4.1',
      user_id: emailDefaults.publicKey,
      service_id: emailDefaults.serviceId,
      template_id: templateId,
      template_params: params,
    },
  });
  expect(res.status()).toBe(200);
}
