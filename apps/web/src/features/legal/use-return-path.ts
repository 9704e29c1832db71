import { useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '@/lib/return-path';

/** The page Back returns to, from the `from` query (sanitised). */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('from'));
}
