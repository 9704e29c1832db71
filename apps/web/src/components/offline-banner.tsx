import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, WifiOff } from './icons';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * A strip at the top while the browser is offline. The query client knows it too (the same
 * onlineManager): loads wait instead of failing and go on when the connection is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation(['common']);
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="mx-auto flex w-full max-w-[480px] items-start gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900 hyphens-auto"
    >
      <Icon icon={WifiOff} className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="min-w-0">{t('common:errors.offlineBanner')}</span>
    </div>
  );
}
