import type { Payout } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '@/components/status-badge';

const TONE: Record<Payout['status'], BadgeTone> = { pending: 'warning', paid: 'success', rejected: 'error' };

/** A payout's state: pending (orange) until an administrator pays (green) or rejects (red) it. */
export function PayoutStatus({ status }: { status: Payout['status'] }) {
  const { t } = useTranslation(['sales']);
  return <StatusBadge tone={TONE[status]}>{t(`sales:payouts.status.${status}`)}</StatusBadge>;
}
