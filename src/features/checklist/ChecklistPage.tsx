// A company's own required shots (issue 21): per area, slots are added, renamed, reordered and
// removed, then saved to the server, from where every device of the company gets them. Saving
// needs the network, like creating a company; until then the edits stay on the page.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLeaveGuard } from '@/components/BackStack';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageScaffold } from '@/components/PageScaffold';
import { SectionPaper } from '@/components/SectionPaper';
import { companyDashboardPath } from '@/domain/app-paths';
import { DEFAULT_CHECKLIST, type ShotChecklist } from '@/domain/required-shots';
import { UPLOAD_AREA_IDS, type UploadAreaId } from '@/domain/upload-areas';
import { SHOT_AREA_LABELS } from '@/domain/value-labels';
import { useDataLayer } from '@/hooks/data-context';
import { useMayManage } from '@/hooks/use-may-manage';
import { useAskBeforeUnload } from '@/hooks/use-ask-before-unload';
import { useCompany } from '@/hooks/use-projects';
import { useShotChecklist } from '@/hooks/use-required-shots';
import { useOnline } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { addShot, changeShot, moveShot, newShotId, removeShot, unnamedShots } from './checklist-edits';
import { PhotoLocationSetting } from './PhotoLocationSetting';
import { FaceBlurSetting } from './FaceBlurSetting';
import { PvSetting } from './PvSetting';
import { RetentionSetting } from './RetentionSetting';
import { CHECKLIST_TEXTS as T } from './texts';

function AreaEditor({ area, checklist, onChange }: { area: UploadAreaId; checklist: ShotChecklist; onChange: (next: ShotChecklist) => void }) {
  const shots = checklist[area] ?? [];
  return (
    <SectionPaper title={SHOT_AREA_LABELS[area]}>
      <Stack spacing={2}>
        {!shots.length && <Typography color="text.secondary">{T.none}</Typography>}
        {shots.map((shot, index) => (
          <Box key={shot.id} component="fieldset" aria-label={shot.label || T.label} sx={{ m: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField
                label={T.label}
                value={shot.label}
                required
                error={!shot.label.trim()}
                slotProps={{ htmlInput: { maxLength: 80 } }}
                onChange={(event) => onChange(changeShot(checklist, area, shot.id, { label: event.target.value }))}
                sx={{ flex: 1 }}
              />
              <TextField
                label={T.hint}
                value={shot.hint}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                onChange={(event) => onChange(changeShot(checklist, area, shot.id, { hint: event.target.value }))}
                sx={{ flex: 2 }}
              />
            </Stack>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <FormControlLabel
                control={<Checkbox checked={!!shot.legibleText} onChange={(event) => onChange(changeShot(checklist, area, shot.id, { legibleText: event.target.checked }))} />}
                label={T.legible}
                sx={{ flex: 1 }}
              />
              <IconButton aria-label={T.up(shot.label)} disabled={index === 0} onClick={() => onChange(moveShot(checklist, area, shot.id, -1))}>
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton aria-label={T.down(shot.label)} disabled={index === shots.length - 1} onClick={() => onChange(moveShot(checklist, area, shot.id, 1))}>
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton aria-label={T.remove(shot.label)} onClick={() => onChange(removeShot(checklist, area, shot.id))}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Box>
        ))}
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => onChange(addShot(checklist, area, newShotId(crypto.randomUUID())))}>
            {T.add}
          </Button>
        </Box>
      </Stack>
    </SectionPaper>
  );
}

export default function ChecklistPage({ companyId = '' }: { companyId?: string }) {
  const { engine } = useDataLayer();
  const online = useOnline();
  const mayManage = useMayManage();
  const companyName = useCompany(companyId)?.companyName?.trim();
  const stored = useShotChecklist(companyId);
  const [draft, setDraft] = useState<ShotChecklist | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const checklist = draft ?? stored;
  const unnamed = unnamedShots(checklist);

  useEffect(() => {
    engine.refreshCompany(companyId).catch((failure: unknown) => logWarning('Firma nicht geladen', failure));
  }, [engine, companyId]);
  useEffect(() => {
    if (online) engine.refreshCompanySettings(companyId).catch((failure: unknown) => logWarning('Einstellungen der Firma nicht geladen', failure));
  }, [engine, companyId, online]);
  // Edits not saved yet: leaving the page asks first, in the app (back arrow, browser back) and
  // for a reload or a closed tab (the browser's own question).
  const leaving = useLeaveGuard((from, to) => !!draft && from.pathname !== to.pathname);
  useAskBeforeUnload(!!draft);

  const edit = (next: ShotChecklist) => {
    setMessage(null);
    setDraft(next);
  };
  const save = async () => {
    if (!online) return setMessage({ severity: 'info', text: T.offline });
    setBusy(true);
    try {
      await engine.saveChecklist(companyId, checklist);
      setDraft(null);
      setMessage({ severity: 'success', text: T.saved });
    } catch (failure) {
      logWarning('Checkliste nicht gespeichert', failure);
      setMessage({ severity: 'error', text: T.failed((failure as Error).message) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageScaffold title={companyName ? T.titleOf(companyName) : T.title} back={companyDashboardPath(companyId)}>
      {!mayManage ? (
        <Alert severity="info">{T.forbidden}</Alert>
      ) : (
        <Stack spacing={2}>
          <PhotoLocationSetting companyId={companyId} />
          <RetentionSetting companyId={companyId} />
          <FaceBlurSetting companyId={companyId} />
          <PvSetting companyId={companyId} />
          <Typography variant="h6" component="h2">
            {T.checklistHeading}
          </Typography>
          <Typography color="text.secondary">{T.intro}</Typography>
          {UPLOAD_AREA_IDS.map((area) => (
            <AreaEditor key={area} area={area} checklist={checklist} onChange={edit} />
          ))}
          {message && (
            <Alert severity={message.severity} onClose={() => setMessage(null)}>
              {message.text}
            </Alert>
          )}
          {unnamed > 0 && <Alert severity="warning">{T.unnamed(unnamed)}</Alert>}
          {/* The page is long on a phone: saving stays in reach at the bottom of the screen. */}
          <Paper elevation={4} sx={{ position: 'sticky', bottom: 8, p: 1, zIndex: 1 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button onClick={() => edit(DEFAULT_CHECKLIST)}>{T.reset}</Button>
              <Button variant="contained" disabled={busy || !draft || unnamed > 0} onClick={() => void save()}>
                {T.save}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      )}
      <ConfirmDialog
        open={!!leaving}
        message={T.leaveUnsaved}
        confirmLabel={T.leave}
        onConfirm={() => leaving?.proceed()}
        onCancel={() => leaving?.stay()}
      />
    </PageScaffold>
  );
}
