// The frame of the sign-in, registration and password screens.
import type { ReactNode } from 'react';

export function AuthCard({ title, lead, children, footer }: { title: string; lead: string; children?: ReactNode; footer?: ReactNode }) {
  return (
    <div className="container-site flex justify-center py-10 sm:py-16">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-700">{lead}</p>
        <div className="mt-6">{children}</div>
        {footer && <p className="mt-6 text-center text-sm text-slate-700">{footer}</p>}
      </div>
    </div>
  );
}

/** Signed in already (or just now): the card says so while the page moves on. */
export const SigningInCard = ({ title, text }: { title: string; text: string }) => (
  <AuthCard title={title} lead="">
    <p role="status">{text}</p>
  </AuthCard>
);
