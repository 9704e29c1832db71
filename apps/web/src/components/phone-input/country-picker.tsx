import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Icon } from '../icons';
import { useCloseOnOutsidePress } from '../use-close-on-outside-press';
import { CountryFlag } from './country-flag';
import { countryName } from './names';
import type { Country } from './types';

// The list of every country (names, sorting, search) loads when the picker first opens.
const loadList = () => import('./country-list');
const CountryList = lazy(loadList);

export interface CountryPickerProps {
  iso: string | null;
  dialCode: string;
  onSelect: (country: Country) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/** The dial-code button and its searchable listbox; closes on an outside click, Escape or a choice. */
export function CountryPicker({ iso, dialCode, onSelect, disabled, invalid }: CountryPickerProps) {
  const { t, i18n } = useTranslation(['ui']);
  const locale = i18n.language;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();

  useCloseOnOutsidePress(rootRef, open, setOpen);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const choose = (country: Country) => {
    setOpen(false);
    onSelect(country);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled}
        onClick={() => (open ? close(false) : setOpen(true))}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('ui:phoneInput.country', { name: iso ? countryName(iso, locale) : '', dialCode })}
        data-testid="country-picker"
        className={`flex h-full min-h-11 items-center gap-1.5 rounded-l-xl border bg-slate-50 px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 ${
          invalid ? 'border-red-600' : 'border-slate-300'
        }`}
      >
        <CountryFlag iso={iso} />
        <span>{dialCode}</span>
        <Icon
          icon={ChevronDown}
          className={`h-4 w-4 text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>

      {open && (
        <Suspense
          fallback={
            <div className="absolute left-0 top-full z-40 mt-1 w-[min(20rem,calc(100vw-2rem))] rounded-xl bg-white p-4 shadow-xl ring-1 ring-slate-200">
              <p role="status" className="text-sm text-slate-600">
                {t('ui:phoneInput.loading')}
              </p>
            </div>
          }
        >
          <CountryList baseId={baseId} locale={locale} iso={iso} onChoose={choose} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
