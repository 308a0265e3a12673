// How much sun a roof face of a given tilt and orientation receives in Germany, month by month
// and hour by hour of an average day: monthly horizontal irradiation split into beam and diffuse
// (Erbs et al. 1982, monthly-average form), spread over the day (Collares-Pereira & Rabl 1979 for
// the total, Liu & Jordan 1960 for the diffuse) and carried onto the tilted face with the
// isotropic sky model (Liu & Jordan 1963); Duffie & Beckman (4th ed.) §2.11–2.19 give each step.
import {
  AVERAGE_DAY_OF_MONTH,
  cosIncidence,
  cosZenith,
  declination,
  degToRad,
  extraterrestrialDaily,
  LATITUDE_DEG,
  sunsetHourAngle,
  type Plane,
} from './solar-geometry.ts';

/**
 * Global irradiation on the horizontal, kWh/m² per month, January to December: rounded typical
 * sums for the middle of Germany (about 51° N). They add up to 1,089 kWh/m² a year, within the
 * range of the long-term means of the Deutscher Wetterdienst's radiation maps for Germany.
 */
export const HORIZONTAL_MONTHLY_KWH_M2 = [22, 40, 80, 125, 155, 165, 165, 140, 95, 58, 27, 17] as const;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
/** Share of sunlight the ground reflects (grass, gravel, roofs around): the usual 0.2. */
const GROUND_REFLECTANCE = 0.2;
/** Steps a day is split into; a quarter of an hour keeps sunrise and sunset smooth. */
const STEPS_PER_HOUR = 4;

/** Monthly-average diffuse fraction by Erbs et al. (Duffie & Beckman eq. 2.12.2). */
function diffuseFraction(clearness: number, sunsetAngle: number): number {
  const k = Math.max(0.3, Math.min(0.8, clearness));
  return sunsetAngle <= degToRad(81.4)
    ? 1.391 - 3.56 * k + 4.189 * k ** 2 - 2.137 * k ** 3
    : 1.311 - 3.022 * k + 3.427 * k ** 2 - 1.821 * k ** 3;
}

/**
 * Irradiation on the plane for each hour of the month's average day (0–23 local solar time), in
 * kWh/m²; the hours of a month sum to the average day's irradiation on the face.
 */
export function hourlyPlaneIrradiation(plane: Plane, month: number): number[] {
  const latitude = degToRad(LATITUDE_DEG);
  const day = AVERAGE_DAY_OF_MONTH[month];
  const decl = declination(day);
  const ws = sunsetHourAngle(latitude, decl);
  const daily = HORIZONTAL_MONTHLY_KWH_M2[month] / DAYS_IN_MONTH[month];
  const dailyDiffuse = daily * diffuseFraction(daily / extraterrestrialDaily(latitude, day), ws);
  const a = 0.409 + 0.5016 * Math.sin(ws - degToRad(60));
  const b = 0.6609 - 0.4767 * Math.sin(ws - degToRad(60));
  const shape = Math.sin(ws) - ws * Math.cos(ws);
  const tilt = degToRad(plane.tiltDeg);
  const skyView = (1 + Math.cos(tilt)) / 2;
  const groundView = (1 - Math.cos(tilt)) / 2;
  const hours = Array.from({ length: 24 }, () => 0);
  for (let step = 0; step < 24 * STEPS_PER_HOUR; step += 1) {
    const solarHour = (step + 0.5) / STEPS_PER_HOUR;
    const omega = degToRad(15 * (solarHour - 12));
    const cosZ = cosZenith(latitude, decl, omega);
    if (cosZ <= 0.01) continue;
    const diffuseShare = (Math.PI / 24) * ((Math.cos(omega) - Math.cos(ws)) / shape);
    const totalShare = diffuseShare * (a + b * Math.cos(omega));
    const total = (daily * totalShare) / STEPS_PER_HOUR;
    const diffuse = Math.min(total, (dailyDiffuse * diffuseShare) / STEPS_PER_HOUR);
    const beam = total - diffuse;
    const onPlane = (beam * cosIncidence(latitude, decl, omega, plane)) / cosZ + diffuse * skyView + total * GROUND_REFLECTANCE * groundView;
    hours[Math.floor(solarHour)] += Math.max(0, onPlane);
  }
  return hours;
}

/** Irradiation on the plane over a year, in kWh/m². */
export function annualPlaneIrradiation(plane: Plane): number {
  return DAYS_IN_MONTH.reduce(
    (sum, days, month) => sum + days * hourlyPlaneIrradiation(plane, month).reduce((day, hour) => day + hour, 0),
    0,
  );
}

export { DAYS_IN_MONTH };
