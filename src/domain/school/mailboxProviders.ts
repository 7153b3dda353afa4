// Public mailbox providers: anyone can open any number of addresses there, so sharing one says
// nothing about who registered. Any other domain is someone's own (a company's): the seat
// limit per client address applies to it as well (src/domain/school/sessions.ts).
export const PUBLIC_MAILBOX_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'att.net',
  'sbcglobal.net',
  'comcast.net',
  'verizon.net',
  'cox.net',
  'charter.net',
  'earthlink.net',
  'fastmail.com',
  'tutanota.com',
  'hey.com',
]);

/** The domain of an e-mail address when it is someone's own, not a public mailbox provider's (null then). */
export function ownMailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return domain && !PUBLIC_MAILBOX_DOMAINS.has(domain) ? domain : null;
}
