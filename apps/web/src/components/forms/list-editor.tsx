import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronUp, Icon, Plus, Trash } from '../icons';
import { FieldError, inputClass } from '../text-field';

const iconButton =
  'rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * An editable list of short texts (how-to-use points, perks): add, edit, remove and reorder.
 * Each text has the field's whole width; its move and remove buttons sit in a line under it, beside
 * its error, so a phone at 320 px shows a sentence, not nine letters beside three buttons.
 * Controlled: `value` in, `onChange` out, so react-hook-form's Controller can drive it. `errors`
 * are per item (index -> message), as a server or schema reports them.
 */
export function ListEditor({
  label,
  value,
  onChange,
  itemLabel,
  addLabel,
  error,
  errors,
  maxLength,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** The accessible name of item n (1-based), e.g. "Point 2". */
  itemLabel: (n: number) => string;
  addLabel: string;
  error?: string;
  errors?: Record<number, string | undefined>;
  maxLength?: number;
}) {
  const { t } = useTranslation(['ui']);
  const groupId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const focusItem = (i: number) => requestAnimationFrame(() => listRef.current?.querySelectorAll('input')[i]?.focus());

  const set = (i: number, text: string) => onChange(value.map((v, j) => (j === i ? text : v)));
  const remove = (i: number) => {
    onChange(value.filter((_, j) => j !== i));
    focusItem(Math.max(0, i - 1));
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
    focusItem(i + by);
  };
  const add = () => {
    onChange([...value, '']);
    focusItem(value.length);
  };

  return (
    <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{label}</legend>
      <ol ref={listRef} className="flex flex-col gap-2">
        {value.map((text, i) => {
          const itemError = errors?.[i];
          const name = itemLabel(i + 1);
          return (
            <li key={i} className="flex flex-col gap-0.5">
              <div className="flex items-center gap-1">
                <span aria-hidden="true" className="w-5 shrink-0 text-right text-sm text-slate-500">
                  {i + 1}.
                </span>
                <input
                  aria-label={name}
                  value={text}
                  maxLength={maxLength}
                  onChange={(e) => set(i, e.target.value)}
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={itemError ? `${groupId}-${i}-error` : undefined}
                  className={`${inputClass(Boolean(itemError))} min-w-0 flex-1 py-2`}
                />
              </div>
              <div className="flex items-start gap-2 pl-6">
                <div className="min-w-0 flex-1">
                  <FieldError id={`${groupId}-${i}-error`} error={itemError} />
                </div>
                <div className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={t('ui:listEditor.moveUp', { item: name })}
                  >
                    <Icon icon={ChevronUp} className="h-5 w-5" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={i === value.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={t('ui:listEditor.moveDown', { item: name })}
                  >
                    <Icon icon={ChevronDown} className="h-5 w-5" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => remove(i)}
                    aria-label={t('ui:listEditor.remove', { item: name })}
                  >
                    <Icon icon={Trash} className="h-5 w-5" />
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={add}
        className="mt-2 flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Icon icon={Plus} className="h-5 w-5" />
        {addLabel}
      </button>
      <FieldError id={`${groupId}-error`} error={error} />
    </fieldset>
  );
}
