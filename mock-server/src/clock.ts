/** Where the server reads the time. Tests fix it; demos may shift it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still at `at` until moved. */
export function fixedClock(
  at: Date | number | string,
): Clock & { set(to: Date | number | string): void; advance(ms: number): void } {
  let t = new Date(at).getTime();
  return {
    now: () => t,
    set: (to) => {
      t = new Date(to).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/** The system clock shifted by an offset the demo routes can change. */
export function shiftableClock(base: Clock = systemClock): Clock & { offsetMs: number } {
  const clock = { offsetMs: 0, now: () => base.now() + clock.offsetMs };
  return clock;
}

/**
 * Makes a clock read `at` from now on (a shiftable clock keeps running from there), or, with
 * null, the real time again. False when the clock cannot be moved.
 */
export function moveClock(clock: Clock, at: number | null): boolean {
  const c = clock as Partial<{ offsetMs: number; set(to: number): void }> & Clock;
  if (typeof c.offsetMs === 'number') {
    const base = c.now() - c.offsetMs;
    c.offsetMs = at === null ? 0 : at - base;
    return true;
  }
  if (typeof c.set === 'function') {
    c.set(at ?? Date.now());
    return true;
  }
  return false;
}
