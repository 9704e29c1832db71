import type { RouteObject } from 'react-router-dom';
import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';

/**
 * This feature's screens, composed into the router by app/router.tsx. `main` routes render in the
 * main layout (header, drawer, navigation bar), `plain` ones full-screen with their own back header.
 * Both are protected. Paths come from lib/paths (`pattern(paths.x.y(':id'))`); pages load lazily.
 * My sales and its pages are sub-pages of settings: plain, each with a back header.
 */
export const main: RouteObject[] = [];
export const plain: RouteObject[] = [
  { path: pattern(paths.settings.mySales()), handle: titled('mySales'), lazy: () => import('./routes/my-sales-page') },
  {
    path: pattern(paths.settings.activate()),
    handle: titled('activate'),
    lazy: () => import('./routes/activate-page'),
  },
  { path: pattern(paths.settings.reports()), handle: titled('reports'), lazy: () => import('./routes/reports-page') },
  {
    path: pattern(paths.settings.invoice(':id')),
    handle: titled('invoice'),
    lazy: () => import('./routes/invoice-page'),
  },
];
