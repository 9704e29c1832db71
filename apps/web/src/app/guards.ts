import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { clearSession, hasValidSession } from '@/lib/session';
import { loginPathFor } from '@/lib/return-path';

/**
 * Protected routes need a stored token whose expiry is still ahead; otherwise both go and the user
 * signs in, and comes back to the page asked for (a deep link is kept).
 */
export function requireSession({ request }: Pick<LoaderFunctionArgs, 'request'>): null {
  if (!hasValidSession()) {
    clearSession();
    throw redirect(loginPathFor(new URL(request.url)));
  }
  return null;
}
