// dayjs speaks German and knows Europe/Berlin: every date the app shows is German (SPEC §9).
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('de');
dayjs.tz.setDefault('Europe/Berlin');
