import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export interface LeaveGuard {
  /** An in-app navigation is on hold, waiting for the user to stay or leave. */
  blocked: boolean;
  stay: () => void;
  leave: () => void;
  /** Call before navigating away on purpose (after a successful submit): no more warnings. */
  release: () => void;
}

/**
 * Warns before the page is left while `active` (a dirty form): the browser's own prompt on reload or
 * close (beforeunload) and a blocked router navigation for links and back inside the app.
 * Refs, not state, decide, so a release right before navigate() takes effect at once.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const activeRef = useRef(active);
  const releasedRef = useRef(false);
  useLayoutEffect(() => {
    activeRef.current = active;
  }, [active]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      activeRef.current && !releasedRef.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (releasedRef.current) return;
      event.preventDefault();
      // Older browsers still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return {
    blocked: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    release: () => {
      releasedRef.current = true;
    },
  };
}
