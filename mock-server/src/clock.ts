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
