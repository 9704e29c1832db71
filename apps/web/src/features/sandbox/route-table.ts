import { titled } from '@/lib/document-title';
import { pattern, paths } from '@/lib/paths';
import { loadTexts, type RouteTable } from '@/lib/route-table';

/**
 * The component gallery is for developers: only the dev server serves it. A production build
 * replaces `import.meta.env.DEV` with false and drops the route, its page and its texts, so
 * /sandbox there is the not-found page.
 */
export const routeTable: RouteTable = {
  lean: import.meta.env.DEV
    ? [
        {
          path: pattern(paths.sandbox()),
          handle: titled('sandbox'),
          loader: loadTexts('sandbox', 'map'),
          lazy: () => import('./routes/sandbox-page'),
        },
      ]
    : [],
};
