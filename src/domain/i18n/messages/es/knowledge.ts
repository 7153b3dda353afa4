import type { Messages } from '#domain/i18n/messages/types';

export const knowledge: Messages['knowledge'] = {
  home: 'Inicio',
  knowledgeBase: 'Base de conocimientos',
  backToKnowledge: 'Volver a la base de conocimientos',
  views: '{n} visitas',
  published: 'Publicado en enero de 2024',
  productsInArticle: 'Productos de este artículo',
  relatedArticles: 'Artículos relacionados',
  notFoundTitle: 'Artículo no encontrado',
  notFoundMessage: 'No se encontró el artículo que buscaba.',
  types: { faq: 'PREGUNTA FRECUENTE', guide: 'GUÍA', tutorial: 'TUTORIAL' },
  categories: {
    certification: 'Certificación',
    dataCenter: 'Centros de datos',
    ftth: 'FTTH',
    fundamentals: 'Fundamentos',
    installation: 'Instalación',
    maintenance: 'Mantenimiento',
    safety: 'Seguridad',
    splicing: 'Empalme',
    submarine: 'Submarino',
    testing: 'Pruebas',
  },
};
