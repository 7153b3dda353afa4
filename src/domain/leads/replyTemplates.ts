// Staff replies to a lead in the lead's own language: a subject and a body per kind of
// inquiry, opened in the staff member's mail program (mailto:) to be finished there.
// Spanish for a lead written in Spanish, English otherwise.
import type { Lang } from '#domain/i18n/locales';
import { fill } from '#domain/i18n/fill';
import type { LeadType } from './leads';

export type ReplyKind = 'contact' | 'consultation' | 'application' | 'enrollment';

const KIND: Record<LeadType, ReplyKind> = {
  order_request: 'contact',
  contact: 'contact',
  checkout: 'contact',
  consultation: 'consultation',
  course_enrollment: 'enrollment',
  session_registration: 'enrollment',
  training_inquiry: 'enrollment',
  job_application: 'application',
};

interface Template {
  subject: string;
  body: string;
}

const SIGN_OFF: Record<Lang, string> = {
  en: 'Best regards,\nFiberPro Texas\n(210) 555-0147',
  es: 'Atentamente,\nFiberPro Texas\n(210) 555-0147',
};
const GREETING: Record<Lang, { named: string; plain: string }> = {
  en: { named: 'Hello {name},', plain: 'Hello,' },
  es: { named: 'Estimado/a {name}:', plain: 'Buenos días:' },
};

const TEMPLATES: Record<Lang, Record<ReplyKind, Template>> = {
  en: {
    contact: {
      subject: 'Your message to FiberPro Texas ({reference})',
      body: 'Thank you for writing to FiberPro Texas. About your message:\n\n',
    },
    consultation: {
      subject: 'Your consultation request ({reference})',
      body: 'Thank you for asking for a consultation. To plan it, could you tell us a good day and time to call you, and the site or route the project covers?\n\n',
    },
    application: {
      subject: 'Your job application ({reference})',
      body: 'Thank you for applying to FiberPro Texas. We have read your application and would like to tell you the next step:\n\n',
    },
    enrollment: {
      subject: 'Your training enrollment ({reference})',
      body: 'Thank you for your interest in our training. About your enrollment:\n\n',
    },
  },
  es: {
    contact: {
      subject: 'Su mensaje a FiberPro Texas ({reference})',
      body: 'Gracias por escribir a FiberPro Texas. Sobre su mensaje:\n\n',
    },
    consultation: {
      subject: 'Su solicitud de consulta ({reference})',
      body: 'Gracias por solicitar una consulta. Para prepararla, ¿nos puede indicar qué día y a qué hora le conviene que le llamemos, y el sitio o la ruta que abarca el proyecto?\n\n',
    },
    application: {
      subject: 'Su solicitud de empleo ({reference})',
      body: 'Gracias por postularse en FiberPro Texas. Hemos leído su solicitud y queremos informarle el siguiente paso:\n\n',
    },
    enrollment: {
      subject: 'Su inscripción en la capacitación ({reference})',
      body: 'Gracias por su interés en nuestros cursos de capacitación. Sobre su inscripción:\n\n',
    },
  },
};

export interface ReplyLead {
  type: LeadType;
  lang: Lang;
  name: string;
  email: string;
  reference: string;
}

/** The reply's subject and body, in the lead's language, for its kind of inquiry. */
export function replyTemplate(lead: ReplyLead): Template {
  const lang: Lang = lead.lang === 'es' ? 'es' : 'en';
  const t = TEMPLATES[lang][KIND[lead.type]];
  const name = lead.name.trim();
  const greeting = name ? fill(GREETING[lang].named, { name }) : GREETING[lang].plain;
  return {
    subject: fill(t.subject, { reference: lead.reference }),
    body: `${greeting}\n\n${t.body}${SIGN_OFF[lang]}`,
  };
}

/** A mailto: address with the template (spaces as %20: mail programs read "+" literally). */
export function replyMailto(lead: ReplyLead): string {
  const { subject, body } = replyTemplate(lead);
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
