// The full address of an API path (PUBLIC_API_URL, else /api on this site): for the API
// client, for links (a datasheet), and for plain scripts that must not load the whole client.
import { PUBLIC_API_URL } from 'astro:env/client';
import { baseWithoutSlash } from './path';

export const apiUrl = (path: string): string => baseWithoutSlash(PUBLIC_API_URL || '/api') + path;
