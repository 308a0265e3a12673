// The company setting 'erledigte Projekte nach N Monaten löschen' (issue 23): off by default; on,
// the server's daily sweep moves done projects unchanged that long to the trash. Changed on the
// server only, like the other company settings.
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { userMessage } from '@/api/errors';
import { SectionPaper } from '@/components/SectionPaper';
import { useDataLayer } from '@/hooks/data-context';
import { useCompany } from '@/hooks/use-projects';
import { useOnline } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { CHECKLIST_TEXTS } from './texts';

const T = CHECKLIST_TEXTS.retention;
/** The choices offered: half a year to ten years. */
const CHOICES = [6, 12, 24, 36, 60, 120] as const;
const OFF = 'off';
/** Until the server said otherwise, a deleted project stays this long in the trash. */
const DEFAULT_TRASH_DAYS = 30;

export function RetentionSetting({ companyId }: { companyId: string }) {
  const { engine } = useDataLayer();
  const online = useOnline();
  const company = useCompany(companyId);
  const months = company?.retentionMonths ?? null;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  useEffect(() => {
    if (online) engine.refreshCompanySettings(companyId).catch((error: unknown) => logWarning('Einstellungen der Firma nicht geladen', error));
  }, [engine, companyId, online]);
  // A company whose settings the device has not read yet shows what it had, never a guess.
  const known = company !== undefined && company?.retentionMonths !== undefined;
  const choices = months !== null && !(CHOICES as readonly number[]).includes(months) ? [...CHOICES, months].sort((a, b) => a - b) : CHOICES;

  const change = async (value: string) => {
    if (!online) return setMessage({ severity: 'info', text: T.offline });
    setBusy(true);
    try {
      await engine.saveCompanySettings(companyId, { retentionMonths: value === OFF ? null : Number(value) });
      setMessage({ severity: 'success', text: T.saved });
    } catch (failure) {
      logWarning('Aufbewahrung nicht gespeichert', failure);
      setMessage({ severity: 'error', text: T.failed(userMessage(failure)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionPaper title={T.section}>
      <Stack spacing={1}>
        <TextField
          select
          label={T.label}
          value={known ? (months === null ? OFF : String(months)) : ''}
          disabled={busy || !known}
          onChange={(event) => void change(event.target.value)}
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
        {message && (
          <Alert severity={message.severity} onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        )}
      </Stack>
    </SectionPaper>
  );
}
