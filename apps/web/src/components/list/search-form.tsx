import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Search } from '../icons';

/**
 * A search box submitted by form (Enter or the magnifier button), not on every key: the term goes to the
 * caller, which keeps it in the URL. Shows `value` again when the URL changes (back, reload).
 * `nested` is for a search inside another form (a picker in an editor): no form of its own, as
 * forms do not nest, and Enter searches instead of submitting the outer form.
 */
export function SearchForm({
  value,
  onSearch,
  label,
  placeholder,
  nested = false,
}: {
  value: string;
  onSearch: (term: string) => void;
  label: string;
  /** A short hint inside the field, when the label is longer than a phone's field shows whole. */
  placeholder?: string;
  nested?: boolean;
}) {
  const { t } = useTranslation(['ui']);
  const id = useId();
  const [term, setTerm] = useState(value);
  useEffect(() => setTerm(value), [value]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(term.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (nested && e.key === 'Enter') submit(e);
  };
  const Frame = nested ? 'div' : 'form';

  return (
    <Frame
      role="search"
      onSubmit={nested ? undefined : submit}
      className={`flex min-w-0 flex-1 items-center gap-2 ${nested ? 'flex-wrap' : ''}`}
    >
      {/* Among a form's fields the search is labelled like them; a list's own search box speaks for itself. */}
      <label htmlFor={id} className={nested ? 'block w-full text-sm font-medium text-slate-800' : 'sr-only'}>
        {label}
      </label>
      {/* The field takes the row's width; the button beside it is the magnifier, named for screen readers. */}
      <input
        id={id}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder ?? label}
        enterKeyHint="search"
        className="block min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-brand-600"
      />
      <button
        type={nested ? 'button' : 'submit'}
        onClick={nested ? submit : undefined}
        aria-label={t('ui:search.submit')}
        className="shrink-0 rounded-xl bg-brand-600 px-3 py-2.5 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon icon={Search} className="h-5 w-5" />
      </button>
    </Frame>
  );
}
