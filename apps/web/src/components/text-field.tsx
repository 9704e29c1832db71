import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** The message under the input; marks it invalid. */
  error?: string;
  hint?: ReactNode;
}

/** Ids and aria wiring shared by every labelled control: the error text describes the control. */
export function useFieldIds(id: string | undefined, error: string | undefined, hint: unknown) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  /** What the control itself carries: its id, and the aria state the label, hint and error need. */
  const control = { id: inputId, 'aria-invalid': invalid, 'aria-describedby': describedBy };
  return { inputId, errorId, hintId, describedBy, invalid, control };
}

export type FieldIds = ReturnType<typeof useFieldIds>;

/** The label above a control, its hint and its error below: the frame every labelled field shares. */
export function FieldFrame({
  field,
  label,
  hint,
  error,
  className,
  children,
}: FieldProps & { field: FieldIds; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={field.inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      <FieldHint id={field.hintId} hint={hint} />
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}

/** The hint under a control, which the control's aria-describedby points at. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="mt-1 text-xs text-slate-600">
      {hint}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} data-testid="field-error" className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

export const inputClass = (invalid: boolean | undefined) =>
  `block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-600' : 'border-slate-300'
  }`;

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/** Label, input and error text, wired with aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, id, className = '', ref, ...rest }: TextFieldProps) {
  const f = useFieldIds(id, error, hint);
  return (
    <FieldFrame field={f} label={label} hint={hint} error={error} className={className}>
      <input ref={ref} {...f.control} className={inputClass(f.invalid)} {...rest} />
    </FieldFrame>
  );
}
