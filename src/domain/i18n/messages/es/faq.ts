import type { Messages } from '#domain/i18n/messages/types';

export const faq: Messages['faq'] = {
  title: 'Preguntas frecuentes',
  description:
    'Respuestas sobre pedidos de equipo de fibra, servicios de instalación, cursos de capacitación, certificaciones y soporte de emergencia 24/7.',
  eyebrow: 'Preguntas frecuentes',
  lead: 'Respuestas rápidas sobre equipo, instalación, capacitación y soporte.',
  moreTitle: '¿Todavía tiene preguntas?',
  moreText: 'Nuestros ingenieros revisarán su proyecto y le responderán en menos de 24 horas.',
  scheduleConsultation: 'Agende una consulta',
};
