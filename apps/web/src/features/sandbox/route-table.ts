import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';

/**
 * The component gallery is for developers: only the dev server serves it. A production build
 * replaces `import.meta.env.DEV` with false and drops the route, its page and its texts, so
 * /sandbox there is the not-found page.
 */
export const routeTable: RouteTable = {
  lean: import.meta.env.DEV ? [screen(paths.sandbox(), 'sandbox', () => import('./routes/sandbox-page'))] : [],
};
