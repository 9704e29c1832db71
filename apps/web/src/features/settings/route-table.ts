import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';

/**
 * This feature's screens (lib/route-table says where each part goes).
 * My sales (/settings/my-sales…) belongs to features/sales.
 */
export const routeTable: RouteTable = {
  main: [screen(paths.settings.menu(), 'settings', () => import('./routes/settings-page'))],
  plain: [
    screen(paths.settings.account(), 'account', () => import('./routes/account-page')),
    screen(paths.settings.accountEdit(), 'accountEdit', () => import('./routes/account-edit-page')),
    screen(paths.settings.phoneEdit(), 'phoneEdit', () => import('./routes/phone-edit-page')),
    screen(paths.settings.storeQr(), 'storeQr', () => import('./routes/store-qr-page')),
    screen(paths.settings.storeQrResult(), 'storeQrResult', () => import('./routes/store-qr-result-page')),
    screen(paths.settings.language(), 'language', () => import('./routes/language-page')),
  ],
};
