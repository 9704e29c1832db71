import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, MapPin } from '@/components/icons';
import { formatNumber } from '@/lib/format';

export interface LocationFieldProps {
  lat: number | undefined;
  lng: number | undefined;
  error?: string;
  onOpen: () => void;
  /** Starts loading the map code before the click lands. */
  onIntent?: () => void;
}

/** The map pin of the store: a button that opens the picker, and the chosen coordinates. */
export function LocationField({ lat, lng, error, onOpen, onIntent }: LocationFieldProps) {
  const { t, i18n } = useTranslation(['map']);
  const coordinate = (n: number) =>
    formatNumber(n, i18n.language, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  const id = useId();
  const chosen = lat !== undefined && lng !== undefined;
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-800">
        {t('map:field.label')}
      </span>
      <button
        type="button"
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        data-testid="open-map"
        className={`flex w-full items-center gap-3 rounded-xl border px-3 py-3 text-left focus-visible:outline-2 focus-visible:outline-brand-600 ${
          error ? 'border-red-600' : chosen ? 'border-brand-600 bg-brand-50' : 'border-dashed border-slate-400'
        }`}
      >
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
        >
          <Icon icon={MapPin} className="h-5 w-5" />
        </span>
        <span className="flex-1">
          <span className="block text-sm font-semibold text-slate-900">
            {t(chosen ? 'map:field.change' : 'map:field.choose')}
          </span>
          <span className="block text-xs text-slate-600" data-testid="location-coords">
            {chosen
              ? t('map:field.chosen', { latitude: coordinate(lat), longitude: coordinate(lng) })
              : t('map:field.hint')}
          </span>
        </span>
      </button>
      {error && (
        <p id={`${id}-error`} data-testid="field-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
