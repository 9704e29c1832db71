import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';
import { readingScreen } from '@/lib/screen-reads';

/** The store's own record, which the account screens show and edit. */
const storeRead = () => import('@/lib/my-store').then(({ myStoreQuery }) => [myStoreQuery()]);

/**
 * This feature's screens (lib/route-table says where each part goes).
 * My sales (/settings/my-sales…) belongs to features/sales.
 */
export const routeTable: RouteTable = {
  main: [screen(paths.settings.menu(), 'settings', () => import('./routes/settings-page'))],
  plain: [
    readingScreen(paths.settings.account(), 'account', () => import('./routes/account-page'), storeRead),
    readingScreen(paths.settings.accountEdit(), 'accountEdit', () => import('./routes/account-edit-page'), storeRead),
    readingScreen(paths.settings.phoneEdit(), 'phoneEdit', () => import('./routes/phone-edit-page'), storeRead),
    screen(paths.settings.storeQr(), 'storeQr', () => import('./routes/store-qr-page')),
    readingScreen(
      paths.settings.storeQrResult(),
      'storeQrResult',
      () => import('./routes/store-qr-result-page'),
      storeRead,
    ),
    screen(paths.settings.language(), 'language', () => import('./routes/language-page')),
  ],
};
