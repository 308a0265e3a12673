// The company setting 'erledigte Projekte nach N Monaten löschen' (issue 23): off by default; on,
// the server's daily sweep moves done projects unchanged that long to the trash. Changed on the
// server only, like the other company settings.
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCompany } from '@/hooks/use-projects';
import { SectionPaper } from '@/components/SectionPaper';
import { SettingAlert } from './SettingAlert';
import { CHECKLIST_TEXTS } from './texts';
import { useSettingSave } from './use-setting-save';

const T = CHECKLIST_TEXTS.retention;
/** The choices offered: half a year to ten years. */
const CHOICES = [6, 12, 24, 36, 60, 120] as const;
const OFF = 'off';
/** Until the server said otherwise, a deleted project stays this long in the trash. */
const DEFAULT_TRASH_DAYS = 30;

export function RetentionSetting({ companyId }: { companyId: string }) {
  const company = useCompany(companyId);
  const months = company?.retentionMonths ?? null;
  const { busy, message, clearMessage, save } = useSettingSave(companyId);
  // A company whose settings the device has not read yet shows what it had, never a guess.
  const known = company !== undefined && company?.retentionMonths !== undefined;
  const choices = months !== null && !(CHOICES as readonly number[]).includes(months) ? [...CHOICES, months].sort((a, b) => a - b) : CHOICES;

  return (
    <SectionPaper title={T.section}>
      <Stack spacing={1}>
        <TextField
          select
          label={T.label}
          value={known ? (months === null ? OFF : String(months)) : ''}
          disabled={busy || !known}
          onChange={(event) => void save({ retentionMonths: event.target.value === OFF ? null : Number(event.target.value) })}
          sx={{ maxWidth: 320 }}
        >
          <MenuItem value={OFF}>{T.off}</MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice} value={String(choice)}>
              {T.months(choice)}
            </MenuItem>
          ))}
        </TextField>
        {known && (
          <Typography variant="body2" color="text.secondary">
            {months === null ? T.explainOff : T.explainOn(T.months(months), company?.trashDays ?? DEFAULT_TRASH_DAYS)}
          </Typography>
        )}
        <SettingAlert message={message} onClose={clearMessage} />
      </Stack>
    </SectionPaper>
  );
}
