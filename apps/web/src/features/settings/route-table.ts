import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/**
 * This feature's screens (lib/route-table says where each part goes).
 * My sales (/settings/my-sales…) belongs to features/sales.
 */
export const routeTable: RouteTable = {
  main: [{ path: pattern(paths.settings.menu()), lazy: () => import('./routes/settings-page') }],
  plain: [
    { path: pattern(paths.settings.account()), lazy: () => import('./routes/account-page') },
    { path: pattern(paths.settings.accountEdit()), lazy: () => import('./routes/account-edit-page') },
    { path: pattern(paths.settings.phoneEdit()), lazy: () => import('./routes/phone-edit-page') },
    { path: pattern(paths.settings.storeQr()), lazy: () => import('./routes/store-qr-page') },
    { path: pattern(paths.settings.storeQrResult()), lazy: () => import('./routes/store-qr-result-page') },
    { path: pattern(paths.settings.language()), lazy: () => import('./routes/language-page') },
  ],
};
