import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '@/components/toasts/toast-store';
import type { TextKey } from '@/i18n';
import { isApiError } from '@/lib/api-client';

/**
 * Delete one record once the merchant confirms in a dialog. Deleted: a toast, and the page gives
 * way to `backTo` (replaced, so Back does not return to the gone record). Refused by the server
 * (409: the record is in use and stays): the server's message goes to `onRefused`, for the page to
 * keep in view, rather than a toast that disappears. Any other failure is a toast.
 *
 * `ask` opens the dialog; `dialog` is what every delete's ConfirmDialog takes from it (open state,
 * busy, confirm, the danger tone), so the caller adds only what the dialog says.
 */
export function useConfirmedDelete<TVars>({
  remove,
  variables,
  deleted,
  backTo,
  onRefused,
}: {
  remove: UseMutationResult<unknown, Error, TVars>;
  variables: TVars;
  /** The text key of the toast after deleting. */
  deleted: TextKey;
  backTo: string;
  onRefused: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(variables, {
      onSuccess: () => {
        setOpen(false);
        notifySuccess(deleted);
        void navigate(backTo, { replace: true });
      },
      onError: (error) => {
        setOpen(false);
        if (isApiError(error) && error.status === 409) onRefused(error.userMessage);
        else notifyError(error);
      },
    });
  };

  const busy = remove.isPending;
  return {
    ask: () => setOpen(true),
    dialog: { open, onOpenChange: setOpen, onConfirm: confirm, busy, tone: 'danger', testId: 'delete-dialog' } as const,
  };
}
