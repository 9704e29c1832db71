import { lazy, Suspense, useState } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { LocationField } from './location-field';
import type { PickedLocation } from './map-picker';

// Leaflet is heavy: it loads in its own chunk when the picker opens (or is about to), after the form painted.
const loadMapPicker = () => import('./map-picker');
const MapPicker = lazy(loadMapPicker);

export interface LocationPickerProps {
  lat: number | undefined;
  lng: number | undefined;
  error?: string | undefined;
  /** The pin was placed (and the place's address, when the geocoder knows it). */
  onPick: (location: PickedLocation) => void;
}

/**
 * The store's map pin in a form: the field shows where it is, and opens the full-screen picker
 * (search, current location, tap or drag the pin). Registration and the account edit use it.
 */
export function LocationPicker({ lat, lng, error, onPick }: LocationPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LocationField
        lat={lat}
        lng={lng}
        {...(error ? { error } : {})}
        onOpen={() => setOpen(true)}
        onIntent={() => void loadMapPicker()}
      />
      {open && (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-[950] flex items-center justify-center bg-white/80">
              <PageSpinner />
            </div>
          }
        >
          <MapPicker
            initial={lat !== undefined && lng !== undefined ? { lat, lng } : null}
            onConfirm={(picked) => {
              onPick(picked);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
