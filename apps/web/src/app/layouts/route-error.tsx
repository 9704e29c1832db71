import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRouteError } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/lib/paths';
import notFoundArt from '@/components/art/empty-card.svg';

const RELOADED_KEY = 'chunk-reload-at';

/** A lazy chunk that no longer exists on the server: the app was deployed anew since this tab loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError/i.test(
    message,
  );
}

/** Reloads the page once for a missing chunk; a second failure within a minute shows the error page. */
export function reloadOnceForChunk(error: unknown, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
  if (now - last < 60_000) return false;
  sessionStorage.setItem(RELOADED_KEY, String(now));
  window.location.reload();
  return true;
}

/** The route tree's error boundary: never the router's raw error page; a retry and a way home. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation(['common']);
  const navigate = useNavigate();
  const reloading = isChunkLoadError(error) && reloadOnceForChunk(error);

  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);

  if (reloading) return null;
  return (
    <div role="alert" className="app-column flex flex-col items-center justify-center gap-4 p-8 text-center">
      <EmptyState
        art={notFoundArt}
        text={t('common:errors.pageFailedTitle')}
        hint={t('common:errors.pageFailedText')}
      />
      <div className="flex w-full max-w-xs flex-col gap-2">
        <Button onClick={() => void navigate(0)}>{t('common:actions.retry')}</Button>
        <Link to={paths.home()} className="py-2 text-sm font-medium text-brand-700 underline">
          {t('common:errors.goHome')}
        </Link>
      </div>
    </div>
  );
}
