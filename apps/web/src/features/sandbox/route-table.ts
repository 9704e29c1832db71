import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/**
 * The component gallery is for developers: only the dev server serves it. A production build
 * replaces `import.meta.env.DEV` with false and drops the route, its page and its texts, so
 * /sandbox there is the not-found page.
 */
export const routeTable: RouteTable = {
  lean: import.meta.env.DEV ? [{ path: pattern(paths.sandbox()), lazy: () => import('./routes/sandbox-page') }] : [],
};
