import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { presetOf, presetRange, RANGE_PRESETS, type SalesRange } from '../sales-range';

const chipClass = (chosen: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    chosen ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
  }`;

/**
 * The report's date range: quick periods, or two days chosen by hand and applied with Show. An end
 * before the start is refused here, before the server would.
 */
export function RangeForm({ range, onChange }: { range: SalesRange; onChange: (range: SalesRange) => void }) {
  const { t } = useTranslation(['sales']);
  const [draft, setDraft] = useState(range);
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(range);
  // A new range from the URL (back, a preset) replaces what was typed.
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
    setInvalid(false);
  }
  const chosen = presetOf(range);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.from || !draft.to || draft.to < draft.from) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange(draft);
  };

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('sales:reports.period')} className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={chosen === p}
            className={chipClass(chosen === p)}
            onClick={() => onChange(presetRange(p))}
          >
            {t(`sales:reports.presets.${p}`)}
          </button>
        ))}
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="range-form">
        {/* Side by side from 360 px; below, a date field is too narrow to show its whole date. */}
        <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
          <TextField
            id="range-from"
            type="date"
            label={t('sales:reports.from')}
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            id="range-to"
            type="date"
            label={t('sales:reports.to')}
            value={draft.to}
            min={draft.from || undefined}
            error={invalid ? t('sales:reports.rangeError') : undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <Button type="submit" variant="secondary" block>
          {t('sales:reports.show')}
        </Button>
      </form>
    </div>
  );
}
