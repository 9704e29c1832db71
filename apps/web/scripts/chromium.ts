/**
 * How the tools here start Debian's Chromium (the browser tests, Lighthouse): no sandbox (CI runs
 * as root), no GPU, and none of the background traffic (updates, sync, QUIC probes) that would
 * show up in timings or need the network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
