import type { ReactNode } from 'react';
import { AppLogo } from './app-logo';

/** Logo, title and a line of explanation at the top of the sign-in screens. */
export function AuthHeader({ title, text }: { title: ReactNode; text?: ReactNode }) {
  return (
    <header className="flex flex-col items-start gap-3 pb-6 pt-8">
      <AppLogo className="h-12 w-12" />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {text && <p className="text-sm text-slate-600">{text}</p>}
    </header>
  );
}
