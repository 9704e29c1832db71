import type { FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import type { SaveForm as SaveFormState } from '@/lib/forms/use-save-form';
import { LeaveGuardQuestion } from '../leave-guard-dialog';

/**
 * The <form> of a useSaveForm form, with its question before unsaved changes are left. The browser's
 * own checks stay off: the form's rules speak in the app's words.
 */
export function SaveForm<V extends FieldValues, O>({
  kit,
  onSubmit = kit.onSubmit,
  id,
  className,
  testId,
  children,
}: {
  kit: SaveFormState<V, O>;
  /** Instead of sending at once (a confirmation step first). */
  onSubmit?: SaveFormState<V, O>['onSubmit'];
  id?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      // The user has started on the form: its rules load now rather than on the first check.
      onFocus={kit.preload}
      className={className}
      data-testid={testId}
    >
      {children}
      <LeaveGuardQuestion guard={kit.guard} />
    </form>
  );
}
