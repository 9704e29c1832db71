import { splitPhone } from '@/lib/phone';
import { storage } from '@/lib/storage';

/** The phone stored by remember-me, if it still looks like a phone value. */
export function rememberedPhone(): string | null {
  const phone = storage.get('rememberedPhone');
  return splitPhone(phone) ? phone : null;
}

/** Ticked: keep the phone for next time. Unticked: forget it. */
export function rememberPhone(phone: string, remember: boolean): void {
  if (remember) storage.set('rememberedPhone', phone);
  else storage.remove('rememberedPhone');
}
