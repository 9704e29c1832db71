import { LegalDocument } from '../components/legal-document';

/** Privacy policy; `?from=` says where Back goes. */
export function Component() {
  return <LegalDocument doc="privacy" />;
}
