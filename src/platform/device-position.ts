// The tablet's position for a photo taken right now (issue 22). The browser asks the user once;
// refused, unavailable (no GPS, no network to locate by) or too slow, the photo has no position.
export interface DevicePosition {
  latitude: number;
  longitude: number;
  /** The browser's estimate of its error, in metres. */
  accuracy: number;
}

/** A fix taken this recently still says where the tablet is. */
const MAX_AGE_MS = 60_000;
const TIMEOUT_MS = 15_000;

export function devicePosition(): Promise<DevicePosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, maximumAge: MAX_AGE_MS, timeout: TIMEOUT_MS },
    );
  });
}
