import 'leaflet/dist/leaflet.css';
import '@/components/map-credits.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { config } from '@/lib/config';

/**
 * A small, still map of one place (the store's pin): no dragging, zooming or keyboard focus, so it
 * reads as a picture inside a scrolling page. Loads Leaflet, so pages import it lazily.
 */
export function SmallMap({ lat, lng, label, zoom = 15 }: { lat: number; lng: number; label: string; zoom?: number }) {
  return (
    <div role="img" aria-label={label} className="h-40 w-full overflow-hidden rounded-xl ring-1 ring-slate-200">
      <MapContainer
        center={[lat, lng]}
        zoom={zoom}
        className="h-full w-full"
        dragging={false}
        zoomControl={false}
        scrollWheelZoom={false}
        doubleClickZoom={false}
        touchZoom={false}
        boxZoom={false}
        keyboard={false}
        attributionControl={false}
      >
        {/* On a high-density screen, tiles one zoom level deeper drawn at half size: sharp, not blown up. */}
        <TileLayer url={config.tileUrl} maxZoom={19} detectRetina />
        <CircleMarker
          center={[lat, lng]}
          radius={9}
          interactive={false}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#4f46e5', fillOpacity: 1 }}
        />
      </MapContainer>
    </div>
  );
}

export default SmallMap;
