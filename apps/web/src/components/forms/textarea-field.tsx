import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, inputClass, useFieldIds, type FieldProps } from '../text-field';

export interface TextareaFieldProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Label, multi-line input and error text, wired like TextField. */
export function TextareaField({ label, error, hint, id, className = '', rows = 4, ref, ...rest }: TextareaFieldProps) {
  const f = useFieldIds(id, error, hint);
  return (
    <FieldFrame field={f} label={label} hint={hint} error={error} className={className}>
      <textarea ref={ref} rows={rows} {...f.control} className={`${inputClass(f.invalid)} resize-y`} {...rest} />
    </FieldFrame>
  );
}
