import type { RouteObject } from 'react-router-dom';
import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';

/**
 * This feature's screens, composed into the router by app/router.tsx. `main` routes render in the
 * main layout (header, drawer, navigation bar), `plain` ones full-screen with their own back header.
 * Both are protected. Paths come from lib/paths (`pattern(paths.x.y(':id'))`); pages load lazily.
 * My sales (/settings/my-sales…) belongs to features/sales.
 */
export const main: RouteObject[] = [
  { path: pattern(paths.settings.menu()), handle: titled('settings'), lazy: () => import('./routes/settings-page') },
];
export const plain: RouteObject[] = [
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
  { path: pattern(paths.settings.storeQr()), handle: titled('storeQr'), lazy: () => import('./routes/store-qr-page') },
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
];
