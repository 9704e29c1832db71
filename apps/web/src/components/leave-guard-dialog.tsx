import { useTranslation } from '@/i18n';
import { Button } from './button';
import type { LeaveGuard } from '@/lib/forms/core';
import { Modal } from './modal';

/** Asks before an in-app navigation leaves a page with unsaved input (pairs with useLeaveGuard). */
export function LeaveGuardDialog({ guard }: { guard: LeaveGuard }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={guard.blocked}
      onOpenChange={(open) => !open && guard.stay()}
      title={t('ui.leaveGuard.title')}
      description={t('ui.leaveGuard.text')}
      testId="leave-guard"
      footer={
        <>
          <Button block onClick={guard.stay}>
            {t('ui.leaveGuard.stay')}
          </Button>
          <Button block variant="ghost" onClick={guard.leave}>
            {t('ui.leaveGuard.leave')}
          </Button>
        </>
      }
    />
  );
}
