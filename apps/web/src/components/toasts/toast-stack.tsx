import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Icon, TriangleAlert, X } from '../icons';
import { toastStore } from './toast-store';

/**
 * The notification stack (errors, and the odd success), fixed at the top-right corner, below the
 * height of the app's headers (store header, back header: 69 px), so a toast never covers a page
 * title or its back button. At most two show (toast-store).
 */
export function ToastStack() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  const { t, i18n } = useTranslation(['common']);
  return (
    <section
      aria-label={t('common:toast.region')}
      className="pointer-events-none fixed right-3 top-[calc(env(safe-area-inset-top,0px)+4.75rem)] z-[1000] flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          // A success is announced politely; an error interrupts.
          role={toast.tone === 'success' ? 'status' : 'alert'}
          data-testid={toast.tone === 'success' ? 'success-toast' : 'error-toast'}
          className="pointer-events-auto flex items-start gap-3 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200"
        >
          {toast.tone === 'success' ? (
            <Icon icon={CircleCheck} className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
          ) : (
            <Icon icon={TriangleAlert} className="mt-0.5 h-5 w-5 shrink-0 text-red-600" />
          )}
          <p className="flex-1 text-sm text-slate-800">
            {toast.message ?? i18n.t(toast.messageKey ?? 'common:errors.connection')}
          </p>
          <button
            type="button"
            onClick={() => toastStore.dismiss(toast.id)}
            className="-m-1 rounded p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            aria-label={t('common:toast.dismiss')}
          >
            <Icon icon={X} className="h-4 w-4" strokeWidth={2.5} />
          </button>
        </div>
      ))}
    </section>
  );
}
