import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { clearSession } from '@/lib/session';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before signing out: on a phone one stray tap would end the session, and signing in again
 * takes a code sent by message. Confirming ends the session and opens the login.
 */
export function SignOutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['common']);
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('common:signOut.title')}
      description={t('common:signOut.text')}
      confirmLabel={t('common:signOut.confirm')}
      tone="danger"
      testId="sign-out-dialog"
      onConfirm={() => {
        onOpenChange(false);
        clearSession();
        void navigate(paths.login(), { replace: true });
      }}
    />
  );
}
