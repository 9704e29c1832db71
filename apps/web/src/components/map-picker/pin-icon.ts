import { divIcon } from 'leaflet';

// An inline SVG pin: Leaflet's default marker images do not survive bundling and would be fetched.
export const pinIcon = divIcon({
  className: '',
  iconSize: [36, 48],
  iconAnchor: [18, 46],
  html: `<svg viewBox="0 0 36 48" width="36" height="48" aria-hidden="true">
    <path d="M18 47C18 47 34 28.5 34 17A16 16 0 0 0 2 17c0 11.5 16 30 16 30z" fill="#4f46e5" stroke="#fff" stroke-width="2.5"/>
    <circle cx="18" cy="17" r="6" fill="#fff"/></svg>`,
});
