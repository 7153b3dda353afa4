// El catálogo en español: un archivo por área del sitio, con las mismas claves que el inglés.
import type { Messages } from '#domain/i18n/messages/types';
// jscpd:ignore-start (the same list of areas as the English catalogue, by design)
import { frame } from './frame';
import { ui } from './ui';
import { formErrors } from './formErrors';
import { forms } from './forms';
import { mail } from './mail';
import { school } from './school';
import { knowledge } from './knowledge';
import { search } from './search';
import { home } from './home';
import { about } from './about';
import { services } from './services';
import { faq } from './faq';
import { notFound } from './notFound';
import { offline } from './offline';
import { auth } from './auth';
import { account } from './account';
import { shop } from './shop';
import { catalogue } from './catalogue';
// jscpd:ignore-end

export const es: Messages = {
  frame,
  ui,
  formErrors,
  forms,
  mail,
  school,
  knowledge,
  search,
  home,
  about,
  services,
  faq,
  notFound,
  offline,
  auth,
  account,
  shop,
  catalogue,
};
