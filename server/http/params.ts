import { fail } from './errors';

const ID = /^[1-9]\d{0,14}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot exist is simply not found (never a database error). */
export const intId = (raw: string, notFound: string): number => (ID.test(raw) ? Number(raw) : fail(404, notFound));
export const uuidId = (raw: string, notFound: string): string => (UUID.test(raw) ? raw.toLowerCase() : fail(404, notFound));
