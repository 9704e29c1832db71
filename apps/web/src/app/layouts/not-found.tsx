import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/lib/paths';
import notFoundArt from '@/components/art/empty-card.svg';

/** An address the app does not know: the empty-state look, and a way to the start. */
export function Component() {
  const { t } = useTranslation(['common']);
  return (
    <div
      data-testid="not-found"
      className="flex min-h-dvh flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center"
    >
      <h1 className="text-xl font-semibold text-slate-900">{t('common:errors.notFoundTitle')}</h1>
      <EmptyState art={notFoundArt} text={t('common:errors.notFound')} hint={t('common:errors.notFoundHint')} />
      <ButtonLink to={paths.home()} block className="max-w-xs">
        {t('common:errors.goHome')}
      </ButtonLink>
    </div>
  );
}
