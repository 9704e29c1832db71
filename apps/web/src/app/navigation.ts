import { paths } from '@/lib/paths';

/**
 * The six main routes, in drawer order. `end` marks the one highlighted only on its own path; the
 * others stay highlighted on their sub-pages. The bottom bar leaves out notifications: the header's
 * bell is their way in at phone width.
 */
export const MAIN_ROUTES = [
  {
    to: paths.home(),
    labelKey: 'shell.nav.dashboard',
    shortKey: 'shell.nav.short.dashboard',
    icon: 'home',
    end: true,
    inBar: true,
  },
  {
    to: paths.vouchers.list(),
    labelKey: 'shell.nav.vouchers',
    shortKey: 'shell.nav.short.vouchers',
    icon: 'voucher',
    end: false,
    inBar: true,
  },
  {
    to: paths.plans.overview(),
    labelKey: 'shell.nav.plans',
    shortKey: 'shell.nav.short.plans',
    icon: 'plans',
    end: false,
    inBar: true,
  },
  {
    to: paths.broadcasts.list(),
    labelKey: 'shell.nav.broadcasts',
    shortKey: 'shell.nav.short.broadcasts',
    icon: 'broadcast',
    end: false,
    inBar: true,
  },
  {
    to: paths.notifications(),
    labelKey: 'shell.nav.notifications',
    shortKey: 'shell.nav.short.notifications',
    icon: 'bell',
    end: false,
    inBar: false,
  },
  {
    to: paths.settings.menu(),
    labelKey: 'shell.nav.settings',
    shortKey: 'shell.nav.short.settings',
    icon: 'settings',
    end: false,
    inBar: true,
  },
] as const;
