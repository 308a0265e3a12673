// The device's compass for a face's orientation (issue 25): asked once per tap, with the
// permission iOS wants, and given up after a short wait where no sensor answers (a laptop, a
// tablet without magnetometer, a browser that withholds it), so the user is never left waiting.
import { useEffect, useRef, useState } from 'react';

export type CompassStatus = 'idle' | 'waiting' | 'unavailable' | 'denied';

/** How long to wait for a first reading before saying there is no compass. */
const WAIT_MS = 2000;

interface OrientationEvent extends Event {
  alpha: number | null;
  beta: number | null;
  gamma: number | null;
  absolute?: boolean;
  /** Safari's heading: degrees clockwise from north. */
  webkitCompassHeading?: number;
}

type PermissionRequest = () => Promise<'granted' | 'denied'>;

const RAD = Math.PI / 180;

/**
 * Degrees clockwise from north the back of the device (its camera) faces, from an absolute
 * orientation: the device's -z axis turned by alpha, beta and gamma (the W3C DeviceOrientation
 * spec's compass example). Held flat, the back faces the ground; then the top edge counts.
 */
function headingOf(event: OrientationEvent): number | null {
  if (typeof event.webkitCompassHeading === 'number') return event.webkitCompassHeading;
  if (!event.absolute || typeof event.alpha !== 'number') return null;
  const [alpha, beta, gamma] = [event.alpha * RAD, (event.beta ?? 0) * RAD, (event.gamma ?? 0) * RAD];
  const east = -Math.cos(alpha) * Math.sin(gamma) - Math.sin(alpha) * Math.sin(beta) * Math.cos(gamma);
  const north = -Math.sin(alpha) * Math.sin(gamma) + Math.cos(alpha) * Math.sin(beta) * Math.cos(gamma);
  const degrees = Math.hypot(east, north) < 0.2 ? 360 - event.alpha : Math.atan2(east, north) / RAD;
  return ((degrees % 360) + 360) % 360;
}

/** `onHeading` gets the compass heading the back of the device faces, in whole degrees. */
export function useCompass(onHeading: (degrees: number) => void): { status: CompassStatus; read: () => Promise<void> } {
  const [status, setStatus] = useState<CompassStatus>('idle');
  const stop = useRef<() => void>(() => undefined);
  useEffect(() => () => stop.current(), []);

  const read = async () => {
    stop.current();
    const Orientation = (window as { DeviceOrientationEvent?: { requestPermission?: PermissionRequest } }).DeviceOrientationEvent;
    if (!Orientation) {
      setStatus('unavailable');
      return;
    }
    if (typeof Orientation.requestPermission === 'function') {
      const answer = await Orientation.requestPermission().catch(() => 'denied' as const);
      if (answer !== 'granted') {
        setStatus('denied');
        return;
      }
    }
    setStatus('waiting');
    const listener = (event: Event) => {
      const heading = headingOf(event as OrientationEvent);
      if (heading === null) return;
      stop.current();
      setStatus('idle');
      onHeading(Math.round(heading) % 360);
    };
    const timer = window.setTimeout(() => {
      stop.current();
      setStatus('unavailable');
    }, WAIT_MS);
    window.addEventListener('deviceorientationabsolute', listener);
    window.addEventListener('deviceorientation', listener);
    stop.current = () => {
      window.clearTimeout(timer);
      window.removeEventListener('deviceorientationabsolute', listener);
      window.removeEventListener('deviceorientation', listener);
      stop.current = () => undefined;
    };
  };
  return { status, read };
}
