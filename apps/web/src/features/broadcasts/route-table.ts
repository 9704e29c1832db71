import type { RouteObject } from 'react-router-dom';
import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';

/**
 * This feature's screens, composed into the router by app/router.tsx. `main` routes render in the
 * main layout (header, drawer, navigation bar), `plain` ones full-screen with their own back header.
 * Both are protected. Paths come from lib/paths (`pattern(paths.x.y(':id'))`); pages load lazily.
 */
export const main: RouteObject[] = [
  {
    path: pattern(paths.broadcasts.list()),
    handle: titled('broadcasts'),
    lazy: () => import('./routes/broadcasts-page'),
  },
];
export const plain: RouteObject[] = [
  {
    path: pattern(paths.broadcasts.request()),
    handle: titled('broadcastRequest'),
    lazy: () => import('./routes/request-broadcast-page'),
  },
];
