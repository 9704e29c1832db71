import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

/**
 * Loads the next page when it scrolls into view, and is a button too (keyboard, or a browser
 * without IntersectionObserver).
 */
export function LoadMore({ onLoad, loading }: { onLoad: () => void; loading: boolean }) {
  const { t } = useTranslation(['notifications']);
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onLoad);
  latest.current = onLoad;

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <Button ref={ref} variant="ghost" block loading={loading} onClick={onLoad} data-testid="load-more">
      {t('notifications:list.loadMore')}
    </Button>
  );
}
