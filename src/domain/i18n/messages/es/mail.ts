import type { Messages } from '#domain/i18n/messages/types';

export const mail: Messages['mail'] = {
  frame: {
    hello: 'Hola:',
    helloName: 'Hola, {name}:',
    reference: 'Referencia',
  },
  autoReply: {
    subject: 'Recibimos su {formType} ({reference})',
    title: 'Gracias',
    titleName: 'Gracias, {name}',
    received:
      'Gracias por comunicarse con {shop}. Recibimos su {formType} (referencia {reference}) el {date}. Nuestro equipo se comunicará con usted en menos de 24 horas.',
    about: 'Se refiere a: {product}.',
    more: 'Si necesita agregar algo, responda a este correo o escriba a {email}.',
    confirmSeat: 'Confirmar mi lugar',
    formTypes: {
      order: 'solicitud de pedido',
      contact: 'mensaje de contacto',
      consultation: 'solicitud de asesoría',
      apply: 'solicitud de empleo',
      course: 'solicitud de inscripción a un curso',
      checkout: 'pedido',
      training: 'consulta sobre capacitación',
      other: 'solicitud',
    },
  },
};
