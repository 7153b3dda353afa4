import type { Messages } from '#domain/i18n/messages/types';

export const home: Messages['home'] = {
  description: '{description} Cuadrillas con base en Texas, inventario completo, instalación llave en mano y capacitación desde {since}.',
  eyebrow: '{years} años de experiencia en fibra en Texas',
  title: 'Equipo, instalación y capacitación en fibra óptica, todo en un solo lugar',
  lead: 'Sopladoras, perforadoras, empalmadoras y equipo de prueba en existencia en San Antonio, y cuadrillas certificadas por BICSI y ETA para ponerlos a trabajar en cualquier parte de Texas.',
  getQuote: 'Pida una cotización',
  seeProjects: 'Vea nuestros proyectos',
  partner: 'Asóciese con nosotros',
  trustLabel: 'Por qué confían en nosotros los contratistas',
  trustPoints: {
    local: { title: 'Cuadrillas locales de Texas', text: 'Cuadrillas con base en {city} que trabajan en todo el estado.' },
    stock: { title: 'Inventario completo', text: 'Máquinas, herramientas y consumibles listos para enviar.' },
    turnkey: { title: 'Instalación llave en mano', text: 'Del estudio de la ruta a enlaces certificados y documentados.' },
    support: { title: 'Respuesta y soporte rápidos', text: 'Respuesta en menos de 24 horas; emergencias 24/7.' },
  },
  familiesTitle: 'Todo lo que necesita una cuadrilla de fibra',
  familiesLead: 'Seis familias de productos, en existencia en {city} y con envío a todo el estado.',
  shopProducts: 'Ver productos',
  families: {
    'fiber-optic-cables': {
      title: 'Cables de fibra óptica',
      text: 'Cables monomodo y multimodo, de tubo holgado, de cinta, armados, aéreos ADSS y de interior/exterior para cada ruta.',
    },
    'connectors-adapters': {
      title: 'Conectores y adaptadores',
      text: 'Conectores LC, SC, FC y MPO, pigtails, cables de parcheo y adaptadores con baja pérdida de inserción y alta pérdida de retorno.',
    },
    'patch-panels-enclosures': {
      title: 'Paneles de parcheo y gabinetes',
      text: 'Paneles para rack, cierres de empalme, cajas de pared y pedestales que protegen las terminaciones y mantienen la planta en orden.',
    },
    'testing-equipment': {
      title: 'Equipo de prueba',
      text: 'Reflectómetros (OTDR), medidores de potencia óptica, fuentes de luz, localizadores visuales de fallas y microscopios de inspección para certificar cada enlace.',
    },
    'installation-tools': {
      title: 'Herramientas de instalación',
      text: 'Sopladoras de cable y perforadoras por empuje, empalmadoras de fusión, cortadoras, peladoras y manguitos de empalme para el campo.',
    },
    'network-hardware': {
      title: 'Equipo de red',
      text: 'Convertidores de medios, transceptores SFP, divisores PON y switches para iluminar la fibra que usted instala.',
    },
  },
  whyTitle: 'Por qué elegir a {company}',
  why: {
    experience: {
      title: '{years} años de experiencia',
      text: 'Desde hace más de {yearsCount} años nuestras cuadrillas construyen, empalman y certifican redes de fibra para operadores, empresas y municipios en todo Texas.',
    },
    certified: {
      title: 'Técnicos certificados por BICSI y ETA',
      text: 'Cada instalación la dirigen técnicos certificados por BICSI y ETA, que prueban y documentan cada enlace según las normas de la industria.',
    },
    support: {
      title: 'Soporte 24/7',
      text: 'Las cuadrillas de restauración de emergencia están de guardia a toda hora; para todo lo demás respondemos en menos de 24 horas. Horario: {hours}',
    },
  },
  ctaTitle: '¿Planea una obra de fibra?',
  ctaText: 'Cuéntenos de su ruta, sus ductos y su calendario; respondemos en menos de 24 horas.',
  requestConsultation: 'Solicite una consulta',
  trainCrew: 'Capacite a su cuadrilla',
};
