import * as Dialog from '@radix-ui/react-dialog';
import type { LatLngLiteral, Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '@/components/map-credits.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backControlClass, BackIcon } from '@/components/back-icon';
import { Button } from '@/components/button';
import { LocateFixed, MapPin } from '@/components/icons';
import { previewOf, type ReversePlace } from './geocoder';
import { MapControl } from './map-control';
import { PinMap } from './pin-map';
import { PlaceSearch } from './place-search';
import { usePlacePreview } from './use-place-preview';

export interface PickedLocation {
  lat: number;
  lng: number;
  /** The geocoded address, when one is known. */
  address: string | null;
}

export interface MapPickerProps {
  initial: LatLngLiteral | null;
  onConfirm: (location: PickedLocation) => void;
  onClose: () => void;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** The full-screen pin picker: search, current location, tap or drag the pin, preview, confirm. */
export default function MapPicker({ initial, onConfirm, onClose }: MapPickerProps) {
  const { t } = useTranslation(['common', 'map']);
  const [pin, setPin] = useState<LatLngLiteral | null>(initial);
  const [focus, setFocus] = useState<LatLngLiteral | null>(null);
  const [known, setKnown] = useState<ReversePlace | null>(null);
  const [geoMessage, setGeoMessage] = useState<string | null>(null);
  const mapRef = useRef<LeafletMap>(null);
  const dismissSearch = useRef<(() => boolean) | null>(null);
  const { place, loading } = usePlacePreview(pin, known);
  const preview = previewOf(place, { name: t('map:picker.unknownLocation'), address: t('map:picker.unknownAddress') });
  // After "current location" the search box shows the place found there, not the last search.
  const [searchText, setSearchText] = useState<{ text: string; seq: number } | null>(null);
  const located = useRef<LatLngLiteral | null>(null);
  useEffect(() => {
    if (!located.current || located.current !== pin || loading) return;
    located.current = null;
    setSearchText((s) => ({ text: preview.known ? preview.name : '', seq: (s?.seq ?? 0) + 1 }));
  }, [pin, loading, preview.known, preview.name]);

  const placePin = (at: LatLngLiteral, from: ReversePlace | null = null, move = false) => {
    const rounded = { lat: round(at.lat), lng: round(at.lng) };
    located.current = null;
    setPin(rounded);
    setKnown(from);
    setGeoMessage(null);
    if (move) setFocus(rounded);
    return rounded;
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setGeoMessage(t('map:picker.geoUnsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        located.current = placePin({ lat: pos.coords.latitude, lng: pos.coords.longitude }, null, true);
      },
      () => setGeoMessage(t('map:picker.geoFailed')),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => {
            if (dismissSearch.current?.()) e.preventDefault();
          }}
          data-testid="map-picker"
          className="fixed inset-0 z-[950] mx-auto flex max-w-[480px] flex-col bg-white focus:outline-none"
        >
          <div className="flex flex-col gap-3 border-b border-slate-200 p-3">
            <div className="flex items-center gap-2">
              <Dialog.Close className={backControlClass} aria-label={t('map:picker.close')}>
                <BackIcon />
              </Dialog.Close>
              <Dialog.Title className="text-lg font-semibold">{t('map:picker.title')}</Dialog.Title>
            </div>
            <PlaceSearch
              dismissRef={dismissSearch}
              shown={searchText}
              onPick={(p) => placePin({ lat: Number(p.lat), lng: Number(p.lon) }, p, true)}
            />
          </div>

          <div className="relative isolate min-h-0 flex-1" data-testid="map">
            <PinMap
              pin={pin}
              focus={focus}
              onPlace={(at) => placePin(at)}
              pinLabel={t('map:picker.pin')}
              mapRef={mapRef}
            />
            <div className="absolute bottom-4 right-3 z-[1000] flex flex-col gap-2">
              <MapControl
                label={t('map:picker.pinCenter')}
                onClick={() => mapRef.current && placePin(mapRef.current.getCenter())}
                icon={MapPin}
              />
              <MapControl
                label={t('map:picker.currentLocation')}
                onClick={locate}
                testId="current-location"
                icon={LocateFixed}
              />
            </div>
          </div>

          <div className="flex flex-col gap-3 border-t border-slate-200 p-4" data-testid="location-preview">
            {geoMessage && (
              <p role="alert" className="text-sm text-red-700">
                {geoMessage}
              </p>
            )}
            {pin ? (
              <div aria-live="polite" aria-busy={loading}>
                <p className="font-semibold text-slate-900">{loading ? t('common:loading') : preview.name}</p>
                <p className="text-sm text-slate-600">{loading ? '\u00a0' : preview.address}</p>
              </div>
            ) : (
              <p className="text-sm text-slate-600">{t('map:picker.hint')}</p>
            )}
            <Button
              block
              disabled={!pin || loading}
              onClick={() =>
                pin && onConfirm({ lat: pin.lat, lng: pin.lng, address: preview.known ? preview.address : null })
              }
            >
              {t('map:picker.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
