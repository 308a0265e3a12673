// Mein Kalender: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { CALENDAR_TEXTS } from './texts';

export default function CalendarPage() {
  return <PagePlaceholder title={CALENDAR_TEXTS.calendarTitle} />;
}
