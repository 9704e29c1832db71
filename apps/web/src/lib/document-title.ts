import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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
/** The current page's part of the title, and the app's name for before a store is known. */
let shown = { page: '', app: '' };

function applyTitle() {
  document.title = [shown.page, storeName ?? shown.app].filter(Boolean).join(' · ');
}

/**
 * The signed-in store's name, which ends every title while it is known (null after sign-out). It
 * goes straight into the title: no screen draws it, so nothing renders again when it arrives.
 */
export function setTitleStoreName(name: string | null): void {
  if (name === storeName) return;
  storeName = name;
  applyTitle();
}

/**
 * Keeps document.title on "<page> · <store>" ("Gutscheine · Café Morgenrot") in the current
 * language, or "<page> · <app>" before a store is known: tabs, history and screen readers tell
 * pages apart.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation(['common']);
  const matches = useMatches();
  const page = matches
    .map((m) => (m.handle as Partial<TitleHandle> | undefined)?.title)
    .filter((title): title is PageTitle => title !== undefined)
    .at(-1);
  const pageText = page ? t(`common:titles.${page}`) : '';
  const app = t('common:app.name');
  useEffect(() => {
    shown = { page: pageText, app };
    applyTitle();
  }, [pageText, app]);
}
