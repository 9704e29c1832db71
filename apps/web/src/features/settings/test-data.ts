import type { Store } from '@mbo/contracts';

/** A complete store as GET /api/store/my answers it, for the settings screens' tests. */
export const storeData = (over: Partial<Store> = {}): Store => ({
  id: 7,
  name: 'Café Morgenrot',
  slug: 'cafe-morgenrot',
  phone: '+49.15112345678',
  category: { id: 1, name: 'Café', slug: 'cafe' },
  address: 'Friedrichstraße 43, 10117 Berlin',
  lat: 52.5076,
  lng: 13.3904,
  country: 'DE',
  about: 'Coffee roasted in Kreuzberg.',
  opening_hours: { open_day: 'mon', close_day: 'sat', start_time: '08:00', end_time: '18:00' },
  photo: null,
  logo: null,
  email: 'hallo@morgenrot.example',
  lang: 'en',
  is_activated: true,
  created_at: '2026-01-05T09:30:00.000Z',
  ...over,
});
