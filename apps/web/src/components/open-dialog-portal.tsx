import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * Radix's `Dialog.Portal`, mounted only while its dialog is open. Mounted while closed (on every
 * screen with a dialog it may open: the drawer, sign-out, the leave guard), Radix's Presence
 * dispatches a state change in its first layout effect that changes nothing. React answers any
 * update made inside a commit by rendering again at once and running every pending effect of the
 * screen in the same task: the task that draws the screen, the longest of its start. The app's
 * dialogs have no exit animation for Presence to wait for, so leaving the portal out while closed
 * changes nothing else (focus goes back as before: Radix returns it as the content unmounts).
 */
export function OpenDialogPortal({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Dialog.Portal>{children}</Dialog.Portal> : null;
}
