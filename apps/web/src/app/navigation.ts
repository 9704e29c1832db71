import { Bell, House, Layers, Megaphone, Settings, Ticket } from '@/components/icons';
import { paths } from '@/lib/paths';

/**
 * The six main routes, in drawer order. `end` marks the one highlighted only on its own path; the
 * others stay highlighted on their sub-pages. The bottom bar leaves out notifications: the header's
 * bell is their way in at phone width.
 */
export const MAIN_ROUTES = [
  {
    to: paths.home(),
    labelKey: 'shell:nav.dashboard',
    shortKey: 'shell:nav.short.dashboard',
    icon: House,
    end: true,
    inBar: true,
  },
  {
    to: paths.vouchers.list(),
    labelKey: 'shell:nav.vouchers',
    shortKey: 'shell:nav.short.vouchers',
    icon: Ticket,
    end: false,
    inBar: true,
  },
  {
    to: paths.plans.overview(),
    labelKey: 'shell:nav.plans',
    shortKey: 'shell:nav.short.plans',
    icon: Layers,
    end: false,
    inBar: true,
  },
  {
    to: paths.broadcasts.list(),
    labelKey: 'shell:nav.broadcasts',
    shortKey: 'shell:nav.short.broadcasts',
    icon: Megaphone,
    end: false,
    inBar: true,
  },
  {
    to: paths.notifications(),
    labelKey: 'shell:nav.notifications',
    shortKey: 'shell:nav.short.notifications',
    icon: Bell,
    end: false,
    inBar: false,
  },
  {
    to: paths.settings.menu(),
    labelKey: 'shell:nav.settings',
    shortKey: 'shell:nav.short.settings',
    icon: Settings,
    end: false,
    inBar: true,
  },
] as const;
