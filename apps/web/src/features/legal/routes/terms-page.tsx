import { LegalDocument } from '../components/legal-document';

/** Terms and conditions; `?from=` says where Back goes. */
export function Component() {
  return <LegalDocument doc="terms" />;
}
