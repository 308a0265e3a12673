// The company setting 'PV-Planung' (issue 25): the module the company installs and the edge
// distances it keeps, for the first layout of every roof face. Saved on the server like the other
// settings; until the company sets its own, the defaults apply.
import { Button, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { NumberField } from '@/components/NumberField';
import { SectionPaper } from '@/components/SectionPaper';
import { PV_SETTING_RANGES, pvSettingsOf, type PvSettings } from '@/domain/pv/pv-settings';
import { useCompany } from '@/hooks/use-projects';
import { SettingAlert } from './SettingAlert';
import { CHECKLIST_TEXTS } from './texts';
import { useSettingSave } from './use-setting-save';

const T = CHECKLIST_TEXTS.pv;
const FIELDS = Object.keys(T.fields) as Array<keyof PvSettings>;

export function PvSetting({ companyId }: { companyId: string }) {
  const company = useCompany(companyId);
  const stored = pvSettingsOf(company?.pvSettings);
  const [draft, setDraft] = useState<Partial<Record<keyof PvSettings, number | null>>>({});
  const { busy, message, clearMessage, save } = useSettingSave(companyId);
  const values = { ...stored, ...draft };
  const complete = FIELDS.every((key) => typeof values[key] === 'number');
  const changed = FIELDS.some((key) => values[key] !== stored[key]);

  return (
    <SectionPaper title={T.section}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {T.intro}
        </Typography>
        <Grid container spacing={2}>
          {FIELDS.map((key) => {
            const { minimum, maximum } = PV_SETTING_RANGES[key];
            return (
              <Grid key={key} size={{ xs: 12, sm: 6 }}>
                <NumberField
                  label={T.fields[key]}
                  value={values[key]}
                  min={minimum}
                  max={maximum}
                  errorText={T.range(minimum.toLocaleString('de-DE'), maximum.toLocaleString('de-DE'))}
                  helperText={key === 'partyWallDistanceM' ? T.partyWallHint : undefined}
                  onValue={(value) => setDraft((current) => ({ ...current, [key]: value }))}
                  disabled={busy || !company}
                  fullWidth
                />
              </Grid>
            );
          })}
        </Grid>
        <Button
          variant="contained"
          disabled={busy || !complete || !changed}
          // What was typed stays until the server took it (offline, it waits for the next try).
          onClick={() => void save({ pv: values as PvSettings }).then((saved) => saved && setDraft({}))}
          sx={{ alignSelf: 'flex-start', minHeight: 44 }}
        >
          {T.save}
        </Button>
        <SettingAlert message={message} onClose={clearMessage} />
      </Stack>
    </SectionPaper>
  );
}
