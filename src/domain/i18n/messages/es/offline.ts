import type { Messages } from '#domain/i18n/messages/types';

export const offline: Messages['offline'] = {
  title: 'Está sin conexión',
  description: 'Esta página todavía no está guardada en este dispositivo. Esto es lo que puede abrir sin conexión.',
  noConnection: 'Sin conexión',
  lead: 'Esta página todavía no está guardada en este dispositivo. Se abrirá cuando vuelva la conexión. Mientras tanto, todo lo de abajo funciona sin conexión.',
  alwaysTitle: 'Siempre disponible',
  home: 'Inicio',
  school: 'Escuela de capacitación: cursos, sesiones y base de conocimientos',
  search: 'Búsqueda',
  visitedTitle: 'Páginas que abrió',
  articlesTitle: 'Base de conocimientos',
};
