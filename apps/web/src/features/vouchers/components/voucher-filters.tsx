import { useTranslation } from 'react-i18next';
import { ChoiceGroup, FilterSheet } from '@/components/list/filter-sheet';
import { EDITABLE_STATUSES, TYPE_CODES } from '../voucher-display';

export interface VoucherFilterValues extends Record<string, string> {
  type: string;
  status: string;
}

const NONE: VoucherFilterValues = { type: '', status: '' };

/** The filter sheet of the voucher list: type and status, each "all" or one value. */
export function VoucherFilters({
  value,
  onApply,
  activeCount,
}: {
  value: VoucherFilterValues;
  onApply: (value: VoucherFilterValues) => void;
  activeCount: number;
}) {
  const { t } = useTranslation(['vouchers', 'common']);
  const any = { value: '', label: t('vouchers:list.any') };
  return (
    <FilterSheet value={value} empty={NONE} onApply={onApply} activeCount={activeCount}>
      {(draft, set) => (
        <>
          <ChoiceGroup
            legend={t('vouchers:list.filterType')}
            name="voucher-type"
            value={draft.type}
            onChange={(type) => set({ type })}
            choices={[any, ...TYPE_CODES.map((code) => ({ value: code, label: t(`common:voucher.types.${code}`) }))]}
          />
          <ChoiceGroup
            legend={t('vouchers:list.filterStatus')}
            name="voucher-status"
            value={draft.status}
            onChange={(status) => set({ status })}
            choices={[any, ...EDITABLE_STATUSES.map((s) => ({ value: s, label: t(`common:voucher.statuses.${s}`) }))]}
          />
        </>
      )}
    </FilterSheet>
  );
}
