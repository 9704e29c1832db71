import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, inputClass, useFieldIds, type FieldProps } from '../text-field';

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly { value: string | number; label: string }[];
  /** A first, empty choice ("Choose …"); it cannot be chosen again once a value is set. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Label, native select (the phone's own picker) and error text, wired like TextField. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className = '',
  options,
  placeholder,
  ref,
  ...rest
}: SelectFieldProps) {
  const f = useFieldIds(id, error, hint);
  return (
    <FieldFrame field={f} label={label} hint={hint} error={error} className={className}>
      <select
        ref={ref}
        {...f.control}
        className={`${inputClass(f.invalid)} appearance-none bg-[length:20px] bg-[right_0.75rem_center] bg-no-repeat pr-10`}
        style={{
          backgroundImage:
            "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23475569' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
        }}
        {...rest}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
