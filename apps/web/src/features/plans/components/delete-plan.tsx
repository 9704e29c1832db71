import type { Plan } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { paths } from '@/lib/paths';
import { useDeletePlan } from '../api';

/**
 * Delete behind a confirmation that says what the server will do: a plan with active subscribers
 * cannot be deleted (the dialog says how many and offers nothing to confirm). The server also keeps
 * a plan with past subscribers or broadcasts (409): its message shows on the page, where the
 * merchant reads why, instead of a toast that disappears.
 */
export function DeletePlan({ plan, onRefused }: { plan: Plan; onRefused: (message: string) => void }) {
  const { t } = useTranslation(['plans']);
  const { ask, dialog } = useConfirmedDelete({
    remove: useDeletePlan(),
    variables: { params: { id: plan.id } },
    deleted: 'plans:detail.deleted',
    backTo: paths.plans.overview(),
    onRefused,
  });

  return (
    <>
      <Button variant="secondary" block onClick={ask} data-testid="delete-plan">
        {t('plans:detail.delete')}
      </Button>
      <ConfirmDialog
        {...dialog}
        blocked={plan.subscriber_count > 0}
        title={t(plan.subscriber_count > 0 ? 'plans:detail.blockedTitle' : 'plans:detail.deleteTitle')}
        description={
          plan.subscriber_count > 0
            ? t('plans:detail.blockedText', { name: plan.name, count: plan.subscriber_count })
            : t('plans:detail.deleteText', { name: plan.name })
        }
        confirmLabel={t('plans:detail.deleteConfirm')}
      />
    </>
  );
}
