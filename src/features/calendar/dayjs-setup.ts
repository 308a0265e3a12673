// dayjs speaks German and knows Europe/Berlin, set before the calendar renders its first date (SPEC §9).
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('de');
dayjs.tz.setDefault('Europe/Berlin');
