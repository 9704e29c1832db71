import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, X } from './icons';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Hides the corner close button (e.g. while a request runs). */
  hideClose?: boolean;
  testId?: string;
  /** Names a long, scrolling body and makes it reachable by keyboard (e.g. terms text). */
  bodyLabel?: string;
}

/** The round × in a dialog's corner that closes it (Radix Dialog.Close). */
export function DialogCloseButton() {
  const { t } = useTranslation(['ui']);
  return (
    <Dialog.Close
      className="-m-1 rounded-full p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={t('ui:modal.close')}
    >
      <Icon icon={X} className="h-5 w-5" strokeWidth={2.2} />
    </Dialog.Close>
  );
}

/** A centred dialog on a dimmed backdrop; Radix traps focus, closes on Escape and restores focus. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  hideClose,
  testId,
  bodyLabel,
}: ModalProps) {
  // A dialog opened without a Radix Trigger (from state) would drop focus on the page when it
  // closes; it goes back to whatever had focus when the dialog opened.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[900] bg-slate-900/50" />
        <Dialog.Content
          data-testid={testId}
          className="fixed left-1/2 top-1/2 z-[901] flex max-h-[88dvh] w-[calc(100%-2rem)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none"
          // Without a description Radix wants the attribute explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (returnTo.current?.isConnected) {
              event.preventDefault();
              returnTo.current.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-3 px-5 pt-5">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            {!hideClose && <DialogCloseButton />}
          </div>
          {description && (
            <Dialog.Description className="px-5 pt-1 text-sm text-slate-600">{description}</Dialog.Description>
          )}
          {children && (
            <div
              className="min-h-0 flex-1 overflow-y-auto px-5 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
              {...(bodyLabel ? { tabIndex: 0, role: 'region', 'aria-label': bodyLabel } : {})}
            >
              {children}
            </div>
          )}
          {footer && <div className="flex flex-col gap-2 border-t border-slate-100 px-5 py-4">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
