// Profile tab: the language of the person's e-mails (users.lang), saved as soon as it is chosen.
import { useId, useState } from 'react';
import { LANGS, isLang } from '#domain/i18n/locales';
import type { User } from '#domain/accounts/schemas';
import { toast } from '../shared/toast';
import { updateUser } from '../shared/session/authStore';
import { useMessages } from '../shared/useMessages';
import { updateProfile } from './authApi';

export function LanguageSetting({ user }: { user: User }) {
  const m = useMessages('account').language;
  const id = useId();
  const [saving, setSaving] = useState(false);
  const choose = async (lang: string) => {
    if (!isLang(lang) || lang === user.lang) return;
    setSaving(true);
    try {
      updateUser(await updateProfile({ lang }));
      toast.success(m.saved);
    } catch {
      toast.error(m.failed);
    }
    setSaving(false);
  };
  return (
    <div className="mt-6 max-w-xs">
      <label htmlFor={id} className="field-label">
        {m.label}
      </label>
      <select id={id} className="field-input" value={user.lang} disabled={saving} onChange={(e) => void choose(e.target.value)}>
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {m.names[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
