// Which precached offline page answers a page that is not available offline: the Spanish one
// for an address under /es/, the English one for every other address.
import { localePath, pathLang } from '#domain/i18n/locales';
import { OFFLINE_PAGE } from '../../shared/offline/cacheNames';

export const offlinePageFor = (pathname: string): string => localePath(OFFLINE_PAGE, pathLang(pathname));
