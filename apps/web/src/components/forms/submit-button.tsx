import type { ReactNode } from 'react';
import { Button } from '../button';

/**
 * A form's submit button: busy while the call runs and still after it succeeded, until the next
 * screen opens, so it cannot send twice. `state` is what useSave or useSaveForm report.
 */
export function SubmitButton({
  state,
  disabled,
  form,
  className,
  testId,
  children,
}: {
  state: { pending: boolean; saved: boolean };
  disabled?: boolean;
  /** The form's id, for a button placed outside it. */
  form?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      block
      form={form}
      className={className}
      loading={state.pending || state.saved}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
