import { useEffect, useState } from 'react';

/** The value, once it has stayed unchanged for `delayMs` (the spec's search debounce is 500 ms). */
export function useDebouncedValue<T>(value: T, delayMs = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
