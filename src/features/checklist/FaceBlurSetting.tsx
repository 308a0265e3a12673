// The company setting 'Gesichter unkenntlich machen' (issue 23): off by default; on, the server
// blurs the faces it finds on every photo uploaded from then on, and keeps the original for those
// who manage the company or not at all. Changed on the server only, like the other settings.
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { SectionPaper } from '@/components/SectionPaper';
import { FACE_BLUR_MODES, type FaceBlur } from '@/domain/project';
import { useCompany } from '@/hooks/use-projects';
import { SettingAlert } from './SettingAlert';
import { CHECKLIST_TEXTS } from './texts';
import { useSettingSave } from './use-setting-save';

const T = CHECKLIST_TEXTS.faces;

export function FaceBlurSetting({ companyId }: { companyId: string }) {
  const company = useCompany(companyId);
  const mode = company?.faceBlur;
  const { busy, message, clearMessage, save } = useSettingSave(companyId);

  return (
    <SectionPaper title={T.section}>
      <Stack spacing={1}>
        <TextField
          select
          label={T.label}
          value={mode ?? ''}
          disabled={busy || !mode}
          onChange={(event) => void save({ faceBlur: event.target.value as FaceBlur })}
          sx={{ maxWidth: 420 }}
        >
          {FACE_BLUR_MODES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {T.modes[choice]}
            </MenuItem>
          ))}
        </TextField>
        {mode && (
          <Typography variant="body2" color="text.secondary">
            {T.explain[mode]} {T.fromNow}
          </Typography>
        )}
        <SettingAlert message={message} onClose={clearMessage} />
      </Stack>
    </SectionPaper>
  );
}
