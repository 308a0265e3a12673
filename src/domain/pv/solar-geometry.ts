// The sun's path over a day at a German latitude and its angle on a tilted roof face: the
// geometry the yield and self-consumption estimates are built on. Angles follow Duffie &
// Beckman, Solar Engineering of Thermal Processes (4th ed. 2013), §1.6–1.10: hour angle negative
// in the morning, surface azimuth 0 for south, negative towards east.

const RAD = Math.PI / 180;

/** The centre of Germany (about Kassel): one latitude stands for the whole country. */
export const LATITUDE_DEG = 51;

/** Klein's (1977) average day of each month (Duffie & Beckman, Table 1.6.1), as day of the year. */
export const AVERAGE_DAY_OF_MONTH = [17, 47, 75, 105, 135, 162, 198, 228, 258, 288, 318, 344] as const;

/** Solar declination by Cooper's equation (Duffie & Beckman eq. 1.6.1a), in radians. */
export function declination(dayOfYear: number): number {
  return 23.45 * RAD * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365);
}

/** Sunset hour angle (eq. 1.6.10), in radians. */
export function sunsetHourAngle(latitude: number, decl: number): number {
  return Math.acos(Math.max(-1, Math.min(1, -Math.tan(latitude) * Math.tan(decl))));
}

/** Cosine of the zenith angle (eq. 1.6.5) at hour angle `omega`. */
export function cosZenith(latitude: number, decl: number, omega: number): number {
  return Math.cos(latitude) * Math.cos(decl) * Math.cos(omega) + Math.sin(latitude) * Math.sin(decl);
}

/** A roof face's tilt and compass azimuth (0 north, 90 east, 180 south, 270 west), in degrees. */
export interface Plane {
  tiltDeg: number;
  azimuthDeg: number;
}

/** Cosine of the angle of incidence on the plane (eq. 1.6.2), not below 0 (sun behind the face). */
export function cosIncidence(latitude: number, decl: number, omega: number, plane: Plane): number {
  const beta = plane.tiltDeg * RAD;
  const gamma = (plane.azimuthDeg - 180) * RAD;
  const sinD = Math.sin(decl);
  const cosD = Math.cos(decl);
  const sinP = Math.sin(latitude);
  const cosP = Math.cos(latitude);
  const value =
    sinD * sinP * Math.cos(beta) -
    sinD * cosP * Math.sin(beta) * Math.cos(gamma) +
    cosD * cosP * Math.cos(beta) * Math.cos(omega) +
    cosD * sinP * Math.sin(beta) * Math.cos(gamma) * Math.cos(omega) +
    cosD * Math.sin(beta) * Math.sin(gamma) * Math.sin(omega);
  return Math.max(0, value);
}

/** Daily extraterrestrial irradiation on a horizontal plane (eq. 1.10.3), in kWh/m². */
export function extraterrestrialDaily(latitude: number, dayOfYear: number): number {
  const solarConstant = 1.367;
  const decl = declination(dayOfYear);
  const ws = sunsetHourAngle(latitude, decl);
  const eccentricity = 1 + 0.033 * Math.cos((2 * Math.PI * dayOfYear) / 365);
  return (
    (24 / Math.PI) *
    solarConstant *
    eccentricity *
    (Math.cos(latitude) * Math.cos(decl) * Math.sin(ws) + ws * Math.sin(latitude) * Math.sin(decl))
  );
}

export const degToRad = (degrees: number) => degrees * RAD;
