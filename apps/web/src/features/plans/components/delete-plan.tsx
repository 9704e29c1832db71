import type { Plan } from '@mbo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyError, notifySuccess } from '@/components/toasts/toast-store';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDeletePlan } from '../api';

/**
 * Delete behind a confirmation that says what the server will do: a plan with active subscribers
 * cannot be deleted (the dialog says how many and offers nothing to confirm). The server also keeps
 * a plan with past subscribers or broadcasts (409): its message shows on the page, where the
 * merchant reads why, instead of a toast that disappears.
 */
export function DeletePlan({ plan, onRefused }: { plan: Plan; onRefused: (message: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeletePlan();

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(
      { params: { id: plan.id } },
      {
        onSuccess: () => {
          setOpen(false);
          notifySuccess('plans.detail.deleted');
          void navigate(paths.plans.overview(), { replace: true });
        },
        onError: (error) => {
          setOpen(false);
          if (isApiError(error) && error.status === 409) onRefused(error.userMessage);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <>
      <Button variant="secondary" block onClick={() => setOpen(true)} data-testid="delete-plan">
        {t('plans.detail.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        blocked={plan.subscriber_count > 0}
        title={t(plan.subscriber_count > 0 ? 'plans.detail.blockedTitle' : 'plans.detail.deleteTitle')}
        description={
          plan.subscriber_count > 0
            ? t('plans.detail.blockedText', { name: plan.name, count: plan.subscriber_count })
            : t('plans.detail.deleteText', { name: plan.name })
        }
        testId="delete-dialog"
        confirmLabel={t('plans.detail.deleteConfirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
