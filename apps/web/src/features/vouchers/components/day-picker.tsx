import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/text-field';
import { dateTimeFormat } from '@/lib/format';
import { WEEKDAY_CODES, weekdayNames, type WeekdayCode } from '../voucher-display';

/** The weekdays a voucher can be used on: seven toggles, Monday first. */
export function DayPicker({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: WeekdayCode[];
  onChange: (days: WeekdayCode[]) => void;
  error?: string;
}) {
  const { i18n } = useTranslation();
  const id = useId();
  const names = weekdayNames(i18n.language);
  const long = dateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  const toggle = (day: WeekdayCode, on: boolean) =>
    onChange(WEEKDAY_CODES.filter((d) => (d === day ? on : value.includes(d))));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-testid="day-picker">
      <legend className="mb-1 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-7 gap-1">
        {WEEKDAY_CODES.map((day, i) => {
          const on = value.includes(day);
          return (
            <label
              key={day}
              className={`flex min-h-11 cursor-pointer items-center justify-center rounded-xl text-[13px] ring-1 ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                on ? 'bg-brand-600 font-semibold text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={(e) => toggle(day, e.target.checked)}
                aria-label={long.format(Date.UTC(2024, 0, 1 + i))}
              />
              <span aria-hidden="true">{names[day]}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
