import type { Messages } from '#domain/i18n/messages/types';

export const catalogue: Messages['catalogue'] = {};
