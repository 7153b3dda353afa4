import type { Messages } from '#domain/i18n/messages/types';

export const services: Messages['services'] = {
  title: 'Servicios de fibra óptica',
  description:
    'Instalación de fibra, soplado de cable, perforación, empalme, pruebas, reparación de emergencia y mantenimiento en todo Texas, con rangos de precios típicos.',
  eyebrow: 'Servicios',
  heading: 'Servicios de fibra óptica, del diseño a la restauración',
  lead: 'Instalación, empalme, pruebas y reparación de emergencia a cargo de cuadrillas certificadas de Texas. Filtre por categoría o busque el trabajo que necesita.',
  requestConsultation: 'Solicite una consulta',
  searchLabel: 'Buscar servicios',
  searchPlaceholder: 'Buscar servicios...',
  categoriesLabel: 'Categorías de servicios',
  allServices: 'Todos los servicios',
  available: '{n} servicio(s) disponible(s)',
  availableIn: '{n} servicio(s) disponible(s) en {categories}',
  noneTitle: 'No se encontraron servicios',
  noneText: 'Pruebe con otros términos de búsqueda o quite los filtros.',
  tags: 'Etiquetas',
};
