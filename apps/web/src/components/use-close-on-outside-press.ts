import { useEffect, type RefObject } from 'react';

/**
 * While a popover is open, a press anywhere outside its root closes it, as a native select does.
 * Pointerdown rather than click, so it closes before focus moves to what was pressed.
 */
export function useCloseOnOutsidePress(
  rootRef: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [rootRef, open, setOpen]);
}
