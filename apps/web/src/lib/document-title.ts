import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n';
import { useMatches } from 'react-router-dom';
import type en from '@/i18n/en/common.json';

/** A page's name in the tab's title: a key of common.titles. */
export type PageTitle = keyof (typeof en)['titles'];
interface TitleHandle {
  title: PageTitle;
}

/** A route's handle naming its page for the document title. */
export const titled = (title: PageTitle): TitleHandle => ({ title });

let storeName: string | null = null;
const listeners = new Set<() => void>();

/** The signed-in store's name, which ends every title while it is known (null after sign-out). */
export function setTitleStoreName(name: string | null): void {
  if (name === storeName) return;
  storeName = name;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Keeps document.title on "<page> · <store>" ("Gutscheine · Café Morgenrot") in the current
 * language, or "<page> · <app>" before a store is known: tabs, history and screen readers tell
 * pages apart.
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const store = useSyncExternalStore(subscribe, () => storeName);
  const page = matches
    .map((m) => (m.handle as Partial<TitleHandle> | undefined)?.title)
    .filter((title): title is PageTitle => title !== undefined)
    .at(-1);
  const title = [page && t(`common.titles.${page}`), store ?? t('common.app.name')].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
