// The company setting 'Ort der Fotos' (issue 22): on, photos keep where they were taken; off,
// none is kept, and the positions already kept leave every project. Changed on the server only.
import { Alert, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SectionPaper } from '@/components/SectionPaper';
import { useDataLayer } from '@/hooks/data-context';
import { useCompany } from '@/hooks/use-projects';
import { useOnline } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { CHECKLIST_TEXTS } from './texts';

const T = CHECKLIST_TEXTS.location;

export function PhotoLocationSetting({ companyId }: { companyId: string }) {
  const { engine } = useDataLayer();
  const online = useOnline();
  const company = useCompany(companyId);
  const on = company?.photoLocation !== false;
  const [busy, setBusy] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);

  const change = async (photoLocation: boolean) => {
    setConfirmingOff(false);
    if (!online) return setMessage({ severity: 'info', text: T.offline });
    setBusy(true);
    try {
      await engine.saveCompanySettings(companyId, { photoLocation });
      setMessage({ severity: 'success', text: T.saved });
    } catch (failure) {
      logWarning('Einstellung nicht gespeichert', failure);
      setMessage({ severity: 'error', text: T.failed((failure as Error).message) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionPaper title={T.section}>
      <Stack spacing={1}>
        <FormControlLabel
          control={<Switch checked={on} disabled={busy || company === undefined} onChange={(event) => (event.target.checked ? void change(true) : setConfirmingOff(true))} />}
          label={T.label}
        />
        <Typography variant="body2" color="text.secondary">
          {on ? T.on : T.off}
        </Typography>
        {message && (
          <Alert severity={message.severity} onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog open={confirmingOff} message={T.confirmOff} confirmLabel={T.switchOff} onConfirm={() => void change(false)} onCancel={() => setConfirmingOff(false)} />
    </SectionPaper>
  );
}
