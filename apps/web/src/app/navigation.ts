/** The main routes, in drawer order; screens join as they are built. */
export const MAIN_ROUTES = [{ to: '/', labelKey: 'shell.nav.dashboard', icon: 'home' }] as const;
