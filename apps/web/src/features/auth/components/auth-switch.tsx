import { Link } from 'react-router-dom';

/** The line under a sign-in or sign-up form that leads to the other one. */
export function AuthSwitch({ question, to, linkText }: { question: string; to: string; linkText: string }) {
  return (
    <p className="text-center text-sm text-slate-700">
      {question}{' '}
      <Link
        to={to}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {linkText}
      </Link>
    </p>
  );
}
