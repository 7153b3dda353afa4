// The Spanish forms: /es/contact says everything in Spanish (labels, errors, success) and sends
// lang 'es' with the submission; /es/consultation and /es/apply show Spanish labels.
import { expect, expectTeamThenAutoReply, test, uniqueEmail } from './forms-support';

test('/es/contact: Spanish errors, a Spanish success, lang es sent along', async ({ page, outboxFor, expectNoAxeViolations }) => {
  await page.goto('/es/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  const send = form.getByRole('button', { name: 'Enviar mensaje' });
  await expect(send).toBeEnabled();

  await send.click();
  for (const message of [
    'El nombre es obligatorio',
    'El nombre de la empresa es obligatorio',
    'El correo electrónico es obligatorio',
    'El teléfono es obligatorio',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByText('Name is required', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations();

  const email = uniqueEmail('maria');
  await form.getByLabel('Nombre completo').fill('María Torres');
  await form.getByLabel('Empresa').fill('Redes del Valle');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Teléfono').fill('(210) 555-0142');
  // Spanish labels, English values (the API's).
  await form.getByLabel('Tipo de consulta').selectOption({ label: 'Soporte técnico' });
  await form.getByLabel('Tipo de proyecto').selectOption({ label: 'Centro de datos' });
  await form.getByLabel('Mensaje').fill('El reflectómetro (OTDR) muestra un evento de 0.9 dB a 2.3 km.');
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: '¡Recibimos su consulta!' })).toBeVisible();
  const { team } = await expectTeamThenAutoReply(outboxFor, email);
  expect(team.params).toMatchObject({ lang: 'es', subject: 'Technical Support - Data Center' });
  await expectNoAxeViolations();
});

test('/es/consultation and /es/apply show Spanish labels', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/es/consultation');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const consultation = page.locator('form[aria-labelledby="consultation-form-title"]');
  await expect(consultation.getByRole('heading', { name: 'Solicite una asesoría gratuita' })).toBeVisible();
  await expect(consultation.getByLabel('Tipo de proyecto')).toBeVisible();
  await expect(consultation.getByRole('checkbox', { name: 'Empalme por fusión' })).toBeVisible();
  await expect(consultation.getByRole('button', { name: 'Solicitar asesoría' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comuníquese directamente' })).toBeVisible();
  await expectNoAxeViolations();

  await page.goto('/es/apply');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const apply = page.locator('form[aria-labelledby="apply-form-title"]');
  await expect(apply.getByRole('heading', { name: 'Solicitud de empleo' })).toBeVisible();
  for (const label of ['Nombre completo', 'Correo electrónico', 'Teléfono', 'Ciudad donde vive', 'Mensaje'])
    await expect(apply.getByLabel(label)).toBeVisible();
  const submit = apply.getByRole('button', { name: 'Enviar solicitud' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(apply.getByText('El nombre completo es obligatorio', { exact: true })).toBeVisible();
  await expectNoAxeViolations();
});
