// The company setting 'Ort der Fotos' (issue 22): on, photos keep where they were taken; off,
// none is kept, and the positions already kept leave every project. Changed on the server only.
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SectionPaper } from '@/components/SectionPaper';
import { useCompany } from '@/hooks/use-projects';
import { SettingAlert } from './SettingAlert';
import { CHECKLIST_TEXTS } from './texts';
import { useSettingSave } from './use-setting-save';

const T = CHECKLIST_TEXTS.location;

export function PhotoLocationSetting({ companyId }: { companyId: string }) {
  const company = useCompany(companyId);
  const on = company?.photoLocation !== false;
  const { busy, message, clearMessage, save } = useSettingSave(companyId);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const change = (photoLocation: boolean) => {
    setConfirmingOff(false);
    void save({ photoLocation });
  };

  return (
    <SectionPaper title={T.section}>
      <Stack spacing={1}>
        <FormControlLabel
          control={<Switch checked={on} disabled={busy || company === undefined} onChange={(event) => (event.target.checked ? change(true) : setConfirmingOff(true))} />}
          label={T.label}
        />
        <Typography variant="body2" color="text.secondary">
          {on ? T.on : T.off}
        </Typography>
        <SettingAlert message={message} onClose={clearMessage} />
      </Stack>
      <ConfirmDialog open={confirmingOff} message={T.confirmOff} confirmLabel={T.switchOff} onConfirm={() => change(false)} onCancel={() => setConfirmingOff(false)} />
    </SectionPaper>
  );
}
