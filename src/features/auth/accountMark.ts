// The header's account entry is shown by CSS from marks on <html> (src/styles/global.css):
// `data-session` (signed-in, anonymous, or unknown while the API's answer is awaited),
// `data-staff` for an admin, and the name to greet by as `--user-name` until the frame writes
// it. An island page sets them from the stored session in its head, before the first paint
// (src/layouts/frame/frameLoaderScript.ts); the frame keeps them in step (./headerAccount.ts).
import type { User } from '#domain/accounts/schemas';
import { displayName } from '#domain/accounts/displayName';

export type AccountState = 'signed-in' | 'anonymous' | 'unknown';

export function markAccount(user: User | null, state: AccountState): void {
  const root = document.documentElement;
  root.dataset.session = state;
  root.toggleAttribute('data-staff', user?.role === 'admin');
  // A CSS string: JSON's quoting escapes quotes and backslashes as CSS reads them.
  if (user) root.style.setProperty('--user-name', JSON.stringify(displayName(user)));
  else root.style.removeProperty('--user-name');
}
