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
 * Delete behind a confirmation. The server refuses a plan with subscribers (409): its message
 * shows on the page, where the merchant reads why, instead of a toast that disappears.
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
        title={t('plans.detail.deleteTitle')}
        description={t('plans.detail.deleteText', { name: plan.name })}
        confirmLabel={t('plans.detail.deleteConfirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
