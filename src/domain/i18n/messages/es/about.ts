import type { Messages } from '#domain/i18n/messages/types';

export const about: Messages['about'] = {
  title: 'Quiénes somos',
  description:
    '{company}: {years} años construyendo, empalmando y certificando redes de fibra en todo Texas, con más de {projects} proyectos y más de {clients} clientes empresariales.',
  eyebrow: 'Quiénes somos',
  heading: 'Acerca de {company}',
  lead: '{description} Con base en {city} y trabajo en todo el estado.',
  storyTitle: 'Nuestra historia',
  story: [
    '{company} empezó hace más de {yearsCount} años como una cuadrilla de empalme de dos camionetas en {city}, reparando cortes para operadores regionales. Los contratistas nos preguntaban dónde comprar el equipo que usábamos y quién podía enseñar a sus cuadrillas a manejarlo, así que abrimos una tienda de equipo y una escuela de capacitación.',
    'Hoy instalamos, empalmamos y certificamos fibra para operadores, empresas de servicios públicos, hospitales, distritos escolares y centros de datos en todo Texas; vendemos las sopladoras, perforadoras y el equipo de prueba en los que confiamos en el campo, y capacitamos a los técnicos que mantienen esas redes en operación.',
    'Cada proyecto lo dirigen técnicos certificados por BICSI y ETA, y todos terminan igual: cada fibra probada, cada resultado documentado y un cliente que sabe exactamente qué se construyó.',
  ],
  contactTitle: 'Datos de contacto',
  numbersLabel: 'La empresa en cifras',
  stats: {
    years: 'Años de experiencia',
    projects: 'Proyectos terminados',
    clients: 'Clientes empresariales',
    support: 'Soporte',
  },
  servicesTitle: 'Lo que hacemos',
  services: {
    installation: {
      title: 'Instalación de fibra',
      text: 'Fibra subterránea, aérea y dentro de edificios: soplado en microducto, colocación de ductos, amarrado y trabajo en montantes.',
    },
    splicing: {
      title: 'Empalmes y pruebas',
      text: 'Empalme por fusión de ≤0.1 dB, pruebas bidireccionales de OTDR y de pérdida, e informes de certificación documentados.',
    },
    design: {
      title: 'Diseño de redes',
      text: 'Estudios de ruta, presupuestos de pérdidas, arquitectura de divisores y documentación as-built para FTTH, campus y redes troncales.',
    },
    equipment: {
      title: 'Venta de equipo',
      text: 'Sopladoras de cable y perforadoras por empuje, empalmadoras, equipos de prueba y consumibles, con capacitación de operadores.',
    },
  },
  advantagesTitle: 'Nuestras ventajas',
  advantages: [
    'Cuadrillas certificadas: credenciales BICSI y ETA en cada jefe de obra',
    'Flota propia de sopladoras y perforadoras: sin máquinas subcontratadas ni esperas',
    'Cada enlace probado y documentado antes de dejar el sitio',
    'Un solo contacto de la cotización al cierre, con respuesta en menos de 24 horas',
    'Quien compra equipo recibe capacitación práctica de los mismos técnicos que operan las máquinas',
    'La seguridad primero: cuadrillas capacitadas en OSHA, control de tráfico y localización de servicios en cada excavación',
  ],
  partnersTitle: 'Marcas que instalamos y a las que damos soporte',
  ctaTitle: 'Construyamos su red',
  ctaText: 'Hable con nuestro equipo o vea el equipo que usamos todos los días.',
  contactUs: 'Contáctenos',
  browseProducts: 'Ver productos',
  buyingTerms: {
    title: 'Condiciones de compra',
    description:
      'Condiciones de pago y Net 30, pedidos exentos de impuestos, precios por volumen, envío, devoluciones, renta de equipo, calibración y reparación en FiberPro Texas.',
    eyebrow: 'Condiciones de compra',
    lead: 'Cómo se pagan, gravan, envían, devuelven y atienden los pedidos.',
    paymentTerms: { card_by_phone: 'tarjeta por teléfono', wire_ach: 'transferencia bancaria / ACH', net_30: 'Net 30 (a 30 días)' },
    sections: {
      payment: {
        title: 'Pago y Net 30',
        text: [
          'Al finalizar la compra se envía una solicitud de cotización, no un pago. En menos de 24 horas confirmamos disponibilidad, precio y entrega, y la confirmación del pedido indica cómo se paga: {terms}.',
          'Net 30 es para cuentas empresariales que nuestro personal haya aprobado para ello: la factura vence 30 días después de emitida. Los demás pedidos se pagan al confirmarse.',
        ],
      },
      'tax-exempt': {
        title: 'Pedidos exentos de impuestos',
        text: [
          'Al finalizar la compra se agrega el impuesto sobre las ventas de {tax} %. Para comprar sin impuestos, inicie sesión y suba su certificado de exención o de reventa en la página de su cuenta; cuando nuestro personal lo apruebe, sus pedidos no llevarán impuesto sobre las ventas hasta que venza.',
        ],
      },
      volume: {
        title: 'Precios por volumen',
        text: [
          'Los precios por volumen se cotizan, no se publican: envíe su lista con cantidades por el formulario de consulta o llame al {phone}, y le respondemos con una cotización por escrito.',
        ],
      },
      shipping: {
        title: 'Envío y recolección',
        text: [
          'Cada página de producto indica cómo se envía. Los artículos de paquetería se envían por una tarifa fija de ${shipping} por pedido; los artículos de carga (carretes de cable pesados, máquinas, mercancía paletizada) se envían por carga consolidada (LTL), cotizada con la confirmación de su pedido antes de que usted pague. Recoger en nuestro patio de San Antonio es gratis.',
        ],
      },
      returns: {
        title: 'Devoluciones y reclamos de garantía',
        text: [
          'Llame al {phone} o escriba a {email} con la referencia de su pedido antes de devolver algo: emitimos una autorización de devolución y le damos por escrito las condiciones de devolución de ese artículo.',
          'Un defecto se atiende según la garantía del propio producto, indicada en su página y en su hoja de datos.',
        ],
      },
      rental: {
        title: 'Renta de equipo',
        text: [
          'Las sopladoras, perforadoras por empuje, empalmadoras de fusión y reflectómetros (OTDR) se rentan por día o por semana, con entrega dentro de San Antonio y el sur de Texas y capacitación de operadores a solicitud. La cotización de renta indica la tarifa, el depósito y las condiciones por daños de la máquina que usted renta.',
        ],
      },
      calibration: {
        title: 'Calibración y reparación',
        text: [
          'Los instrumentos de prueba se calibran y reparan en nuestro banco de reparación de San Antonio. La página de cada instrumento indica su calibración; cotizamos el precio y el tiempo de entrega cuando usted agenda el trabajo.',
        ],
      },
    },
  },
};
