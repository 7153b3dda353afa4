import type { Messages } from '#domain/i18n/messages/types';

export const notFound: Messages['notFound'] = {
  title: 'Página no encontrada',
  description: 'La página que busca pudo haberse eliminado, cambiado de nombre o no estar disponible por ahora.',
  message: 'La página que busca pudo haberse eliminado, cambiado de nombre o no estar disponible por ahora.',
  backHome: 'Volver al inicio',
  browseProducts: 'Ver productos',
};
