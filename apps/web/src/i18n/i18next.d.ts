import 'i18next';
import type auth from './en/auth.json';
import type broadcasts from './en/broadcasts.json';
import type common from './en/common.json';
import type dashboard from './en/dashboard.json';
import type legal from './en/legal.json';
import type map from './en/map.json';
import type notifications from './en/notifications.json';
import type plans from './en/plans.json';
import type sales from './en/sales.json';
import type sandbox from './en/sandbox.json';
import type settings from './en/settings.json';
import type shell from './en/shell.json';
import type signup from './en/signup.json';
import type subscribers from './en/subscribers.json';
import type ui from './en/ui.json';
import type vouchers from './en/vouchers.json';

/**
 * The texts' keys as types: `t('vouchers:list.title')` compiles only when en/vouchers.json has the
 * key (and de has the same keys, `locales.test.ts` checks), and only in a component that names the
 * namespace in `useTranslation`, which is what loads it.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      broadcasts: typeof broadcasts;
      common: typeof common;
      dashboard: typeof dashboard;
      legal: typeof legal;
      map: typeof map;
      notifications: typeof notifications;
      plans: typeof plans;
      sales: typeof sales;
      sandbox: typeof sandbox;
      settings: typeof settings;
      shell: typeof shell;
      signup: typeof signup;
      subscribers: typeof subscribers;
      ui: typeof ui;
      vouchers: typeof vouchers;
    };
  }
}
