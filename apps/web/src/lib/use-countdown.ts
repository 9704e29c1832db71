import { useEffect, useState } from 'react';

/** Seconds left until a deadline, ticking while it runs; restart() sets a new one. */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const running = now < deadline;

  useEffect(() => {
    if (!running) return;
    // Ticks are re-read from the clock, so a throttled background tab still shows the right figure.
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [running, deadline]);

  return {
    remaining: Math.max(0, Math.ceil((deadline - now) / 1000)),
    restart: (seconds: number) => {
      const n = Date.now();
      setNow(n);
      setDeadline(n + seconds * 1000);
    },
  };
}

/** 75 → "1:15". */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
