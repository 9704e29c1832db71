import { titled } from '@/lib/document-title';
import { pattern, paths } from '@/lib/paths';
import { readsLoader } from '@/lib/reads';
import type { RouteTable } from '@/lib/route-table';
import { accountEditReads, storeReads } from './api';

/**
 * This feature's screens (lib/route-table says where each part goes).
 * My sales (/settings/my-sales…) belongs to features/sales.
 */
export const routeTable: RouteTable = {
  main: [
    {
      path: pattern(paths.settings.menu()),
      handle: titled('settings'),
      loader: readsLoader(['settings']),
      lazy: () => import('./routes/settings-page'),
    },
  ],
  plain: [
    {
      path: pattern(paths.settings.account()),
      handle: titled('account'),
      loader: readsLoader(['settings', 'map'], storeReads),
      lazy: () => import('./routes/account-page'),
    },
    {
      path: pattern(paths.settings.accountEdit()),
      handle: titled('accountEdit'),
      loader: readsLoader(['settings', 'map'], accountEditReads),
      lazy: () => import('./routes/account-edit-page'),
    },
    {
      path: pattern(paths.settings.phoneEdit()),
      handle: titled('phoneEdit'),
      loader: readsLoader(['settings'], storeReads),
      lazy: () => import('./routes/phone-edit-page'),
    },
    {
      path: pattern(paths.settings.storeQr()),
      handle: titled('storeQr'),
      loader: readsLoader(['settings']),
      lazy: () => import('./routes/store-qr-page'),
    },
    {
      path: pattern(paths.settings.storeQrResult()),
      handle: titled('storeQrResult'),
      loader: readsLoader(['settings'], storeReads),
      lazy: () => import('./routes/store-qr-result-page'),
    },
    {
      path: pattern(paths.settings.language()),
      handle: titled('language'),
      loader: readsLoader(['settings']),
      lazy: () => import('./routes/language-page'),
    },
  ],
};
