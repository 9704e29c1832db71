import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, inputClass, useFieldIds, type FieldProps } from '../text-field';

export interface TextareaFieldProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Label, multi-line input and error text, wired like TextField. */
export function TextareaField({ label, error, hint, id, className = '', rows = 4, ref, ...rest }: TextareaFieldProps) {
  const f = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <label htmlFor={f.inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={f.inputId}
        rows={rows}
        aria-invalid={f.invalid}
        aria-describedby={f.describedBy}
        className={`${inputClass(f.invalid)} resize-y`}
        {...rest}
      />
      <FieldHint id={f.hintId} hint={hint} />
      <FieldError id={f.errorId} error={error} />
    </div>
  );
}
