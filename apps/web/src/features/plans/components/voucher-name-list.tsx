import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Icon } from '@/components/icons';

/** How many voucher names each list of a plan card shows before "show more". */
export const NAMES_SHOWN = 5;

/**
 * A titled list of voucher names: the first five, and a show more / show less toggle for the rest.
 * The toggle sits above the card's stretched link, so it toggles rather than opens the plan.
 */
export function VoucherNameList({ title, names, testId }: { title: string; names: string[]; testId: string }) {
  const { t } = useTranslation(['plans']);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();
  const shown = open ? names : names.slice(0, NAMES_SHOWN);
  const hidden = names.length - NAMES_SHOWN;

  return (
    <div data-testid={testId}>
      <p id={titleId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </p>
      {names.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{t('plans:card.none')}</p>
      ) : (
        <ul id={listId} aria-labelledby={titleId} className="mt-1.5 flex flex-col gap-1">
          {shown.map((name, i) => (
            <li
              key={`${i}-${name}`}
              data-testid="voucher-name"
              className="flex items-start gap-2 text-sm text-slate-800"
            >
              <Icon icon={Check} className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" strokeWidth={2.2} />
              <span className="min-w-0 break-words">{name}</span>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="relative z-10 mt-1.5 rounded px-1 -mx-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {open ? t('plans:card.showLess') : t('plans:card.showMore', { count: hidden })}
        </button>
      )}
    </div>
  );
}
