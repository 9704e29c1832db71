import { LegalDocument } from '../components/legal-document';

const SECTIONS = [
  'controller',
  'data',
  'purposes',
  'messaging',
  'payments',
  'device',
  'retention',
  'rights',
  'contact',
] as const;

/** Privacy policy; `?from=` says where Back goes. */
export function Component() {
  return <LegalDocument doc="privacy" sections={SECTIONS} />;
}
