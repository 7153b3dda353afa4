import { describe, expect, test } from 'vitest';
import { replyMailto, replyTemplate, type ReplyLead } from '#domain/leads/replyTemplates';

const lead = (over: Partial<ReplyLead> = {}): ReplyLead => ({
  type: 'contact',
  lang: 'en',
  name: 'Lucía Gómez',
  email: 'lucia+crew@example.com',
  reference: 'FPX-ABC123',
  ...over,
});

describe('reply templates', () => {
  test('a Spanish lead gets a Spanish reply in usted form, an English lead an English one', () => {
    const es = replyTemplate(lead({ lang: 'es', type: 'consultation' }));
    expect(es.subject).toBe('Su solicitud de consulta (FPX-ABC123)');
    expect(es.body).toMatch(/^Estimado\/a Lucía Gómez:\n\nGracias por solicitar una consulta\./);
    expect(es.body).toContain('le conviene');
    expect(es.body).toMatch(/Atentamente,\nFiberPro Texas/);
    const en = replyTemplate(lead({ type: 'consultation' }));
    expect(en.subject).toBe('Your consultation request (FPX-ABC123)');
    expect(en.body).toMatch(/^Hello Lucía Gómez,\n\nThank you for asking for a consultation\./);
  });

  test('each kind of inquiry has its own template; registrations and courses share enrollment', () => {
    const subject = (type: ReplyLead['type'], lang: ReplyLead['lang'] = 'es') => replyTemplate(lead({ type, lang })).subject;
    expect(subject('contact')).toMatch(/^Su mensaje/);
    expect(subject('job_application')).toMatch(/^Su solicitud de empleo/);
    expect(subject('course_enrollment')).toMatch(/^Su inscripción/);
    expect(subject('session_registration')).toBe(subject('course_enrollment'));
    expect(subject('training_inquiry', 'en')).toMatch(/^Your training enrollment/);
    expect(subject('job_application', 'en')).toMatch(/^Your job application/);
  });

  test('a lead without a name is greeted without one', () => {
    expect(replyTemplate(lead({ name: ' ', lang: 'es' })).body).toMatch(/^Buenos días:\n\n/);
    expect(replyTemplate(lead({ name: '' })).body).toMatch(/^Hello,\n\n/);
  });

  test('the mailto: link carries the address, subject and body, spaces as %20', () => {
    const url = replyMailto(lead({ lang: 'es' }));
    expect(url.startsWith('mailto:lucia%2Bcrew@example.com?subject=')).toBe(true);
    expect(url).not.toContain('+');
    const params = new URL(url).searchParams;
    expect(params.get('subject')).toBe('Su mensaje a FiberPro Texas (FPX-ABC123)');
    expect(params.get('body')).toBe(replyTemplate(lead({ lang: 'es' })).body);
  });
});
