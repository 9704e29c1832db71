/**
 * How the tools here start Debian's Chromium (the browser tests, Lighthouse): no sandbox (CI runs
 * as root), no GPU, and none of the background traffic (updates, sync, QUIC probes) that would
 * show up in timings or need the network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright switches off with a `--disable-features` of its own. Chromium reads only
 * the last `--disable-features` of its command line, so the one below repeats them
 * (chromium.test.ts checks that a started renderer has both lists).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

/**
 * Work a headless test browser does for no page: every new window (each test's context opens one)
 * loads the address bar's suggestion popup as a web page, in a renderer of its own, and Chromium
 * keeps a spare renderer started for the next navigation. On two cores the pages under test wait
 * for that CPU: the browser tests used a third more of it.
 */
export const IDLE_WORK_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'SpareRendererForSitePerProcess',
];

/** What this machine needs of any Chromium it starts (root, no GPU, no network beyond loopback). */
export const MACHINE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_ARGS = [
  ...MACHINE_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...IDLE_WORK_FEATURES].join(',')}`,
];
