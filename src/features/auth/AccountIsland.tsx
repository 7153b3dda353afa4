// /account: sidebar tabs Profile Information (with the tax exemption) and Security.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../shared/ui/Icon';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { ProfileForm } from './ProfileForm';
import { TaxExemption } from '../shared/billing/TaxExemption';
import { displayName } from '#domain/accounts/displayName';
import { useAuth } from '../shared/session/useAuth';
import { GuardedPage } from '../shared/session/GuardedPage';
import * as icons from '../../components/iconBodies';
import { fill } from '#domain/i18n/fill';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { LanguageSetting } from './LanguageSetting';

const TABS = [
  { id: 'profile', label: 'profileTab', icon: icons.user },
  { id: 'security', label: 'securityTab', icon: icons.shield },
] as const;
type TabId = (typeof TABS)[number]['id'];

function AccountScreen() {
  const { user } = useAuth();
  const m = useMessages('account');
  const [tab, setTab] = useState<TabId>('profile');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!user) return null;

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next].id);
    refs.current[next]?.focus();
  };

  return (
    <>
      <h1 className="section-title text-slate-900">{m.title}</h1>
      <p className="mt-1 text-slate-700">{fill(m.signedInAs, { name: displayName(user), email: user.email })}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-[240px_1fr]">
        <div role="tablist" aria-label={m.sections} aria-orientation="vertical" className="flex gap-2 md:flex-col">
          {TABS.map((t, index) => (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className="flex min-h-11 flex-1 items-center gap-2 rounded-lg px-4 py-2 text-left font-medium text-slate-800 hover:bg-slate-100 aria-selected:bg-brand-50 aria-selected:text-brand-800 md:flex-none"
            >
              <Icon svg={t.icon} size={18} />
              {m[t.label]}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="card p-6">
          {tab === 'profile' ? (
            <>
              <ProfileForm user={user} />
              <LanguageSetting user={user} />
              {user.role === 'customer' && <TaxExemption />}
            </>
          ) : (
            <>
              <ChangePasswordForm />
              <SignOutEverywhere />
            </>
          )}
        </div>
      </div>
    </>
  );
}

export default function AccountIsland({ messages }: { messages: IslandMessages }) {
  return (
    <GuardedPage messages={messages}>
      <AccountScreen />
    </GuardedPage>
  );
}
