import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown, Icon } from '../icons';
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
      <div className="relative">
        <select ref={ref} {...f.control} className={`${inputClass(f.invalid)} appearance-none pr-10`} {...rest}>
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
        {/* The chevron is drawn in the page, not as the select's background image: an SVG image
            costs the browser a document of its own (4 to 10 ms of the first screen's style). */}
        <Icon
          icon={ChevronDown}
          className="pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2 text-slate-600"
        />
      </div>
    </FieldFrame>
  );
}
