/**
 * The account form's values and what they send (PUT /api/store/my). Its rules, the contract's
 * UpdateStoreBody, are in account-form-schema.ts, which loads when the form is first used.
 */
import type { Store, Weekday } from '@mbo/contracts';

export interface AccountFormValues {
  name: string;
  category_id: string;
  address: string;
  /** The map pin. */
  lat: number;
  lng: number;
  about: string;
  has_hours: boolean;
  open_day: Weekday;
  close_day: Weekday;
  start_time: string;
  end_time: string;
  email: string;
  photo_url: string | null;
  logo_url: string | null;
}

export function valuesOf(store: Store): AccountFormValues {
  const hours = store.opening_hours;
  return {
    name: store.name,
    category_id: String(store.category.id),
    address: store.address,
    lat: store.lat,
    lng: store.lng,
    about: store.about ?? '',
    has_hours: hours !== null,
    open_day: hours?.open_day ?? 'mon',
    close_day: hours?.close_day ?? 'fri',
    start_time: hours?.start_time ?? '09:00',
    end_time: hours?.end_time ?? '18:00',
    email: store.email ?? '',
    photo_url: store.photo?.url ?? null,
    logo_url: store.logo?.url ?? null,
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The PUT body: every field of the form; empty optional texts clear their value. */
export function toBody(v: AccountFormValues) {
  return {
    name: v.name.trim(),
    category_id: Number(v.category_id),
    address: v.address.trim(),
    lat: v.lat,
    lng: v.lng,
    about: orNull(v.about),
    opening_hours: v.has_hours
      ? { open_day: v.open_day, close_day: v.close_day, start_time: v.start_time, end_time: v.end_time }
      : null,
    email: orNull(v.email),
    photo_url: v.photo_url,
    logo_url: v.logo_url,
  };
}

export type AccountField = keyof AccountFormValues;

/** The form field of a body path or a server error key ("opening_hours.start_time" → start_time). */
export function fieldOfKey(key: string): AccountField | undefined {
  const [top, sub] = key.split('.');
  if (top === 'opening_hours') {
    return sub === 'open_day' || sub === 'close_day' || sub === 'start_time' || sub === 'end_time' ? sub : 'start_time';
  }
  if (top === 'lng') return 'lat';
  const fields: AccountField[] = ['name', 'category_id', 'address', 'lat', 'about', 'email', 'photo_url', 'logo_url'];
  return fields.find((f) => f === top);
}
