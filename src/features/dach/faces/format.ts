// Numbers of the PV estimate as a German reader expects them: kWp to two places, yields rounded
// to tens, as an estimate claims no more.
export const formatKWp = (kWp: number) => kWp.toLocaleString('de-DE', { maximumFractionDigits: 2 });
export const formatKWh = (kWh: number) => (Math.round(kWh / 10) * 10).toLocaleString('de-DE');
export const formatDegrees = (degrees: number) => `${degrees.toLocaleString('de-DE', { maximumFractionDigits: 1 })}°`;
