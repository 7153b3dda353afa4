import type { Messages } from '#domain/i18n/messages/types';

export const ui: Messages['ui'] = {
  unexpectedError: '¡Error inesperado de la aplicación!',
  chunkFailed: 'No se pudo cargar el archivo{file}',
  reloadPage: 'Volver a cargar la página',
};
