import { Navigate, useSearchParams } from 'react-router-dom';
import { splitPhone } from '@/lib/phone';
import { VerificationForm } from '../components/verification-form';
import { phoneFromQuery } from '../urls';
import { paths } from '@/lib/paths';

/** /account-verification?phone=&from=&next=: without a usable phone there is nothing to verify. */
export function Component() {
  const [params] = useSearchParams();
  const phone = phoneFromQuery(params.get('phone'));
  const next = params.get('next') ?? undefined;
  if (!phone || !splitPhone(phone)?.local) return <Navigate to={paths.login({ next })} replace />;
  const from = params.get('from') === 'register' ? 'register' : undefined;
  return <VerificationForm key={phone} phone={phone} from={from} next={next} />;
}
