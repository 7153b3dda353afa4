import type { User } from './schemas';

/** The name to greet a user by: their full name, else their username or e-mail. */
export const displayName = (user: User): string =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username || user.email;
