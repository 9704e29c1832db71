import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

/**
 * Asks before an action: title, description, cancel and confirm. `tone="danger"` for destructive
 * actions (delete); confirm shows progress and cannot be pressed twice while `busy`. `blocked`
 * says the action cannot be done (the description says why): only a close button, nothing to confirm.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'default',
  busy = false,
  children,
  testId = 'confirm-dialog',
  blocked = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  tone?: 'default' | 'danger';
  busy?: boolean;
  children?: ReactNode;
  testId?: string;
  blocked?: boolean;
}) {
  const { t } = useTranslation(['common']);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
      hideClose={busy}
      testId={testId}
      footer={
        blocked ? (
          <Button variant="secondary" block onClick={() => onOpenChange(false)} data-testid="confirm-close">
            {t('common:actions.close')}
          </Button>
        ) : (
          <div className="flex gap-3">
            <Button variant="secondary" block disabled={busy} onClick={() => onOpenChange(false)}>
              {cancelLabel ?? t('common:actions.cancel')}
            </Button>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} block loading={busy} onClick={onConfirm}>
              {confirmLabel ?? t('common:actions.confirm')}
            </Button>
          </div>
        )
      }
    >
      {children}
    </Modal>
  );
}
