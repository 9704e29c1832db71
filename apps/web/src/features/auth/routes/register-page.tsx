import { useSearchParams } from 'react-router-dom';
import { DEFAULT_COUNTRY } from '@/components/phone-input/flag';
import { splitPhone } from '@/lib/phone';
import { RegisterForm } from '../components/register-form';
import { phoneFromQuery } from '../urls';

/** /register: a new store; "Change phone number" from verification brings the phone back. */
export function Component() {
  const [params] = useSearchParams();
  const fromQuery = phoneFromQuery(params.get('phone'));
  const phone = splitPhone(fromQuery) ? fromQuery! : `${DEFAULT_COUNTRY.dialCode}.`;
  return <RegisterForm defaults={{ name: '', phone, address: '' }} />;
}
