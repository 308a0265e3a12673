// The calendar's weekday headers: German two-letter days ('Mo Di Mi Do Fr Sa So'), since MUI's
// default takes the first letter only and leaves 'M D M D F S S', which no German reads.
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/de';

export function weekdayLabel(date: Dayjs): string {
  return date.locale('de').format('dd');
}
