import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/**
 * This feature's screens (lib/route-table says where each part goes).
 * My sales (/settings/my-sales…) belongs to features/sales.
 */
export const routeTable: RouteTable = {
  main: [
    { path: pattern(paths.settings.menu()), handle: titled('settings'), lazy: () => import('./routes/settings-page') },
  ],
  plain: [
    { path: pattern(paths.settings.account()), handle: titled('account'), lazy: () => import('./routes/account-page') },
    {
      path: pattern(paths.settings.accountEdit()),
      handle: titled('accountEdit'),
      lazy: () => import('./routes/account-edit-page'),
    },
    {
      path: pattern(paths.settings.phoneEdit()),
      handle: titled('phoneEdit'),
      lazy: () => import('./routes/phone-edit-page'),
    },
    {
      path: pattern(paths.settings.storeQr()),
      handle: titled('storeQr'),
      lazy: () => import('./routes/store-qr-page'),
    },
    {
      path: pattern(paths.settings.storeQrResult()),
      handle: titled('storeQrResult'),
      lazy: () => import('./routes/store-qr-result-page'),
    },
    {
      path: pattern(paths.settings.language()),
      handle: titled('language'),
      lazy: () => import('./routes/language-page'),
    },
  ],
};
