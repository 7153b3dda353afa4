// The browser's e-mail settings (astro:env) and the check that all four ids are set.
import {
  PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID,
  PUBLIC_EMAILJS_BLOCK_HEADLESS,
  PUBLIC_EMAILJS_ORIGIN,
  PUBLIC_EMAILJS_PUBLIC_KEY,
  PUBLIC_EMAILJS_SERVICE_ID,
  PUBLIC_EMAILJS_TEAM_TEMPLATE_ID,
} from 'astro:env/client';
import type { EmailConfig } from './emailSettings';
import { baseWithoutSlash } from '../path';

export function emailConfig(): EmailConfig {
  return {
    publicKey: PUBLIC_EMAILJS_PUBLIC_KEY.trim(),
    serviceId: PUBLIC_EMAILJS_SERVICE_ID.trim(),
    teamTemplateId: PUBLIC_EMAILJS_TEAM_TEMPLATE_ID.trim(),
    autoReplyTemplateId: PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID.trim(),
    // Empty = this site's origin, where the built-in relay answers /api/v1.0/email/send.
    origin: baseWithoutSlash(PUBLIC_EMAILJS_ORIGIN.trim() || (typeof location === 'undefined' ? '' : location.origin)),
    blockHeadless: PUBLIC_EMAILJS_BLOCK_HEADLESS,
  };
}
