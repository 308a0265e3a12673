// Mein Kalender (SPEC §2): a German month calendar defaulting to today, any date allowed,
// the chosen date in German format, and a round button back to /dashboard.
import HomeIcon from '@mui/icons-material/Home';
import { Box, Container, Fab, Paper, Typography } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '@/domain/app-paths';
import './dayjs-setup';
import { CALENDAR_TEXTS as T } from './texts';
import { weekdayLabel } from './weekday-label';

/** Days of at least 44 px (WCAG 2.5.5, gloved hands); MUI's 36 px days are too small to hit. */
const DAY_PX = 44;
const DAY_MARGIN_PX = 2;
const TOUCH_CALENDAR = {
  width: 7 * (DAY_PX + 2 * DAY_MARGIN_PX),
  height: 'auto',
  maxHeight: 'none',
  '& .MuiPickerDay-root': { '--PickerDay-size': `${DAY_PX}px` },
  '& .MuiDayCalendar-weekDayLabel': { width: DAY_PX },
  '& .MuiDayCalendar-slideTransition': { minHeight: 6 * (DAY_PX + 2 * DAY_MARGIN_PX) },
} as const;

/** The chosen calendar day in German format; a day, not an instant, so no time-zone shift. */
const GERMAN_DATE = 'DD.MM.YYYY';

export default function CalendarPage() {
  const navigate = useNavigate();
  const [date, setDate] = useState<Dayjs>(() => dayjs());
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={deDE.components.MuiLocalizationProvider.defaultProps.localeText}>
      <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: 3 }}>
        <Container maxWidth="sm">
          <Typography variant="h4" component="h1" gutterBottom color="primary">
            {T.calendarTitle}
          </Typography>
          <Paper sx={{ p: 1 }}>
            <DateCalendar value={date} onChange={(value) => value && setDate(value)} dayOfWeekFormatter={weekdayLabel} sx={TOUCH_CALENDAR} />
          </Paper>
          <Typography sx={{ mt: 2 }} variant="h6" component="p">
            {T.selected} {date.format(GERMAN_DATE)}
          </Typography>
        </Container>
        <Fab color="primary" aria-label={T.home} onClick={() => navigate(DASHBOARD_PATH)} sx={{ position: 'fixed', right: 24, bottom: 24 }}>
          <HomeIcon />
        </Fab>
      </Box>
    </LocalizationProvider>
  );
}
