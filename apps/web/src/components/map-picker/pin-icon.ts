import { icon } from 'leaflet';
import pinUrl from './map-pin.svg';

// The pin is our own file: Leaflet's default marker images do not survive bundling.
export const pinIcon = icon({ iconUrl: pinUrl, iconSize: [36, 48], iconAnchor: [18, 46] });
