import { useState, type ReactNode, type Ref } from 'react';
import { digitsOnly, joinPhone, splitPhone } from '@/lib/phone';
import { FieldError, FieldHint, useFieldIds } from '../text-field';
import { CountryPicker } from './country-picker';
import { DEFAULT_COUNTRY } from './flag';
import { DIAL_CODES, mainCountryOf } from './dial-codes';

export interface PhoneInputProps {
  /** The phone value, "+49.15112345678"; empty means the default dial code and no digits. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  placeholder?: string;
}

/** The phone field: a country dial-code picker (default +49) and a digits-only local number. */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  label,
  error,
  hint,
  id,
  name,
  inputRef,
  disabled,
  placeholder,
}: PhoneInputProps) {
  const f = useFieldIds(id, error, hint);
  const { dialCode, local } = splitPhone(value) ?? { dialCode: DEFAULT_COUNTRY.dialCode, local: '' };
  // Several countries share a dial code (+1, +44, +7): remember which one the user picked.
  const [chosenIso, setChosenIso] = useState<string | null>(null);
  const chosenDial = chosenIso ? DIAL_CODES.get(chosenIso) : undefined;
  const iso =
    chosenIso && chosenDial === dialCode
      ? chosenIso
      : dialCode === DEFAULT_COUNTRY.dialCode
        ? DEFAULT_COUNTRY.iso
        : mainCountryOf(dialCode);

  return (
    <div>
      <label htmlFor={f.inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-stretch">
        <CountryPicker
          iso={iso}
          dialCode={dialCode}
          disabled={disabled}
          invalid={f.invalid}
          onSelect={(country) => {
            setChosenIso(country.iso);
            onChange(joinPhone(country.dialCode, local));
            document.getElementById(f.inputId)?.focus();
          }}
        />
        <input
          ref={inputRef}
          id={f.inputId}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={placeholder}
          disabled={disabled}
          value={local}
          onChange={(e) => onChange(joinPhone(dialCode, digitsOnly(e.target.value)))}
          onBlur={onBlur}
          aria-invalid={f.invalid}
          aria-describedby={f.describedBy}
          className={`-ml-px block w-full min-w-0 flex-1 rounded-r-xl border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:relative focus:outline-2 focus:outline-brand-600 ${
            f.invalid ? 'border-red-600' : 'border-slate-300'
          }`}
        />
      </div>
      <FieldHint id={f.hintId} hint={hint} />
      <FieldError id={f.errorId} error={error} />
    </div>
  );
}
