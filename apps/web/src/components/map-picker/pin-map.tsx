import type { LatLngLiteral, Map as LeafletMap } from 'leaflet';
import { useEffect, type Ref } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { config } from '@/lib/config';
import { MAP_CENTER, MAP_ZOOM, PICKED_ZOOM } from './geocoder';
import { pinIcon } from './pin-icon';

export interface PinMapProps {
  pin: LatLngLiteral | null;
  /** Changes when the view should move to a place (search hit, current location). */
  focus: LatLngLiteral | null;
  onPlace: (at: LatLngLiteral) => void;
  pinLabel: string;
  mapRef?: Ref<LeafletMap>;
}

function ClickToPlace({ onPlace }: { onPlace: (at: LatLngLiteral) => void }) {
  useMapEvents({ click: (e) => onPlace({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

function FlyTo({ focus }: { focus: LatLngLiteral | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView(focus, Math.max(map.getZoom(), PICKED_ZOOM));
  }, [focus, map]);
  return null;
}

/** The map: starts at 51, 9 zoom 6 (or on the chosen pin); a click or a drag places the pin. */
export function PinMap({ pin, focus, onPlace, pinLabel, mapRef }: PinMapProps) {
  return (
    <MapContainer ref={mapRef} center={pin ?? MAP_CENTER} zoom={pin ? PICKED_ZOOM : MAP_ZOOM} className="h-full w-full">
      {/* On a high-density screen, tiles one zoom level deeper drawn at half size: sharp, not blown up. */}
      <TileLayer url={config.tileUrl} attribution={config.tileAttribution} maxZoom={19} detectRetina />
      <ClickToPlace onPlace={onPlace} />
      <FlyTo focus={focus} />
      {pin && (
        <Marker
          position={pin}
          icon={pinIcon}
          draggable
          title={pinLabel}
          alt={pinLabel}
          eventHandlers={{
            dragend: (e) => {
              const { lat, lng } = (e.target as { getLatLng: () => LatLngLiteral }).getLatLng();
              onPlace({ lat, lng });
            },
          }}
        />
      )}
    </MapContainer>
  );
}
