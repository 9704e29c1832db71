import { redirect } from 'react-router-dom';
import { clearSession, hasValidSession } from '@/lib/session';
import { paths } from '@/lib/paths';

/** Protected routes need a stored token whose expiry is still ahead; otherwise both go and the user signs in. */
export function requireSession(): null {
  if (!hasValidSession()) {
    clearSession();
    throw redirect(paths.login());
  }
  return null;
}
