import { LegalDocument } from '../components/legal-document';

const SECTIONS = [
  'service',
  'plans',
  'billing',
  'cancellation',
  'vouchers',
  'payouts',
  'fees',
  'dataProtection',
  'changes',
] as const;

/** Terms and conditions; `?from=` says where Back goes. */
export function Component() {
  return <LegalDocument doc="terms" sections={SECTIONS} />;
}
