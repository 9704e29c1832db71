import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { Icon, ListFilter } from '../icons';
import { DialogCloseButton } from '../modal';

export interface Choice {
  value: string;
  label: string;
}

/** One filter as a group of radio chips; the empty value means "any". */
export function ChoiceGroup({
  legend,
  choices,
  value,
  onChange,
  name,
}: {
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  name: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((c) => (
          <label
            key={c.value}
            className={`cursor-pointer rounded-full px-3 py-1.5 text-sm ring-1 ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
              value === c.value
                ? 'bg-brand-600 font-medium text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="sr-only"
            />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A bottom sheet of filters with Reset and Apply. It edits a draft: nothing changes on the page
 * until Apply; Reset clears the draft to `empty`. Radix traps focus and closes on Escape.
 */
export function FilterSheet<T extends Record<string, string>>({
  value,
  empty,
  onApply,
  children,
  activeCount,
}: {
  value: T;
  empty: T;
  onApply: (value: T) => void;
  children: (draft: T, set: (patch: Partial<T>) => void) => ReactNode;
  /** How many filters are active, shown on the trigger. */
  activeCount: number;
}) {
  const { t } = useTranslation(['ui']);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const descriptionId = useId();
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="relative flex shrink-0 items-center gap-1.5 rounded-xl px-3 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid="filter-open"
      >
        <Icon icon={ListFilter} className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">{t('ui:filters.open')}</span>
        <span className="sr-only">{activeCount > 0 ? t('ui:filters.activeCount', { count: activeCount }) : ''}</span>
        {activeCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs text-white"
          >
            {activeCount}
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[900] bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={descriptionId}
          data-testid="filter-sheet"
          className="fixed inset-x-0 bottom-0 z-[901] mx-auto flex max-h-[85dvh] w-full max-w-[480px] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none"
        >
          <div className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-slate-300" aria-hidden="true" />
          <div className="flex items-center justify-between px-5 pt-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t('ui:filters.title')}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description id={descriptionId} className="px-5 text-sm text-slate-600">
            {t('ui:filters.description')}
          </Dialog.Description>
          <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-4">
            {children(draft, (patch) => setDraft((d) => ({ ...d, ...patch })))}
          </div>
          <div className="flex gap-3 border-t border-slate-100 px-5 py-4">
            <Button variant="secondary" block onClick={() => setDraft(empty)}>
              {t('ui:filters.reset')}
            </Button>
            <Button
              block
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              {t('ui:filters.apply')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
