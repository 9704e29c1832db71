import { OTP_LENGTH } from '@mbo/contracts/otp';
import { useId, useState, type Ref } from 'react';
import { digitsOnly } from '@/lib/phone';

export interface OtpInputProps {
  value: string;
  onChange: (code: string) => void;
  label: string;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** Keeps what a one-time-code field may hold: digits only, at most 6 (typed, pasted or autofilled). */
export const sanitizeCode = (raw: string) => digitsOnly(raw).slice(0, OTP_LENGTH);

/**
 * The 6-digit code as one real input drawn as six boxes: the numeric keyboard, SMS/WhatsApp autofill
 * (one-time-code), paste, typing forward and backspace all behave natively.
 */
export function OtpInput({ value, onChange, label, error, disabled, inputRef }: OtpInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [focused, setFocused] = useState(false);
  const current = Math.min(value.length, OTP_LENGTH - 1);

  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <div aria-hidden="true" className="grid grid-cols-6 gap-2">
          {Array.from({ length: OTP_LENGTH }, (_, i) => (
            <div
              key={i}
              data-testid="otp-box"
              className={`flex h-14 items-center justify-center rounded-xl border-2 text-2xl font-semibold text-slate-900 ${
                error
                  ? 'border-red-600'
                  : focused && i === current
                    ? 'border-brand-600 ring-2 ring-brand-100'
                    : value[i]
                      ? 'border-slate-400'
                      : 'border-slate-300'
              } ${disabled ? 'bg-slate-50' : 'bg-white'}`}
            >
              {value[i] ?? ''}
            </div>
          ))}
        </div>
        <input
          ref={inputRef}
          id={id}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(sanitizeCode(e.target.value))}
          onPaste={(e) => {
            // Pasted codes often carry spaces or a dash ("123 456"): keep the digits.
            e.preventDefault();
            onChange(sanitizeCode(e.clipboardData.getData('text')));
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="otp-input"
          className="absolute inset-0 h-full w-full cursor-text bg-transparent text-transparent caret-transparent outline-none selection:bg-transparent"
        />
      </div>
      {error && (
        <p id={errorId} data-testid="field-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
