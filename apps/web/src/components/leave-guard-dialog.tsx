import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useLeaveBlocker, type LeaveBlocker, type LeaveGuard } from '@/lib/forms/core';
import { Modal } from './modal';

/** Asks before an in-app navigation leaves a page with unsaved input: stay, or leave. */
export function LeaveGuardDialog({ blocker }: { blocker: LeaveBlocker }) {
  const { t } = useTranslation(['ui']);
  return (
    <Modal
      open={blocker.blocked}
      onOpenChange={(open) => !open && blocker.stay()}
      title={t('ui:leaveGuard.title')}
      description={t('ui:leaveGuard.text')}
      testId="leave-guard"
      footer={
        <>
          <Button block onClick={blocker.stay}>
            {t('ui:leaveGuard.stay')}
          </Button>
          <Button block variant="ghost" onClick={blocker.leave}>
            {t('ui:leaveGuard.leave')}
          </Button>
        </>
      }
    />
  );
}

/**
 * A form's question before unsaved input is left (pairs with useLeaveGuard). It holds the router's
 * blocker itself, so only it renders again when the router's state changes, not the form.
 */
export function LeaveGuardQuestion({ guard }: { guard: LeaveGuard }) {
  return <LeaveGuardDialog blocker={useLeaveBlocker(guard)} />;
}
