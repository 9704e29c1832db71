import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, inputClass, useFieldIds, type FieldProps } from '../text-field';

export interface AffixFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'prefix'> {
  /** Shown inside the input before the text ("€"). */
  prefix?: ReactNode;
  /** Shown inside the input after the text ("%"). */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A TextField with a unit inside the box (money, percent), wired the same way. */
export function AffixField({ label, error, hint, id, className = '', prefix, suffix, ref, ...rest }: AffixFieldProps) {
  const f = useFieldIds(id, error, hint);
  const affix = 'pointer-events-none absolute top-1/2 -translate-y-1/2 text-base text-slate-600';
  return (
    <FieldFrame field={f} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        {prefix && (
          <span aria-hidden="true" className={`${affix} left-3`}>
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          {...f.control}
          className={`${inputClass(f.invalid)} ${prefix ? 'pl-8' : ''} ${suffix ? 'pr-9' : ''}`}
          {...rest}
        />
        {suffix && (
          <span aria-hidden="true" className={`${affix} right-3`}>
            {suffix}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}
