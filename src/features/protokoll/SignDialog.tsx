// 'Vom Kunden unterschreiben lassen' (issue 22): the summary the customer signs, the signer's
// name, place and date (pre-filled), and the signature pad. Saved into the project with a hash of
// what it showed, on the device first, so it works offline and syncs like any change.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { formatDate } from '@/domain/format-date';
import type { Project } from '@/domain/project';
import { captionIn } from '@/domain/photo-notes';
import { protocolModel } from '@/domain/protocol';
import { PROTOCOL_TEXTS } from '@/domain/protocol-texts';
import { contentHash, signingPlace, type OnDevice, type ProtocolSignature } from '@/domain/signature';
import { useBackCloses } from '@/components/BackStack';
import { useAskBeforeUnload } from '@/hooks/use-ask-before-unload';
import { useShotChecklist } from '@/hooks/use-required-shots';
import { SignaturePad } from './SignaturePad';
import { PROTOKOLL_TEXTS } from './texts';

const T = PROTOKOLL_TEXTS.signing;

function Summary({ companyId, project, onDevice }: { companyId: string; project: Project; onDevice: OnDevice }) {
  const checklist = useShotChecklist(companyId);
  // The memos as this device lists them: they are signed too.
  const model = protocolModel({ companyName: '', project: { ...project, voiceMemos: onDevice.memos ?? project.voiceMemos }, checklist, damages: [], buildability: null, images: [], today: new Date() });
  // Everything the signed content holds is shown: the notes and captions too, not only values.
  const sections = model.sections.filter((section) => section.rows.length || section.areaNote || section.voiceMemos);
  const captions = Object.keys(project.captions ?? {}).flatMap((key) => captionIn(project.captions, key) ?? []);
  return (
    <Box component="section" aria-label={T.intro} sx={{ maxHeight: { xs: 150, sm: 280 }, overflowY: 'auto', p: 1.5, bgcolor: 'grey.50', borderRadius: 1, border: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 600 }}>{model.customer.name}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {model.customer.address}
      </Typography>
      {model.customer.services && <Typography variant="body2">{`${T.services}: ${model.customer.services}`}</Typography>}
      {!sections.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {T.noSummary}
        </Typography>
      )}
      {sections.map((section) => (
        <Box key={section.title} sx={{ mt: 1 }}>
          <Typography variant="subtitle2">{section.title}</Typography>
          {section.rows.map((row, index) => (
            <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {`${row.label}: ${row.value}`}
            </Typography>
          ))}
          {section.areaNote && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontStyle: 'italic' }}>
              {`${PROTOCOL_TEXTS.areaNote}: ${section.areaNote}`}
            </Typography>
          )}
          {section.voiceMemos?.map((line) => (
            <Typography key={line} variant="body2">
              {`${PROTOCOL_TEXTS.voiceMemo}: ${line}`}
            </Typography>
          ))}
        </Box>
      ))}
      {!!captions.length && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2">{T.captions}</Typography>
          {captions.map((caption, index) => (
            <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {caption}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function SignDialog({
  companyId,
  project,
  onDevice,
  onSave,
  onClose,
}: {
  companyId: string;
  project: Project;
  /** What this device holds that the server does not have yet: it is part of what is signed. */
  onDevice: OnDevice;
  onSave: (signature: ProtocolSignature) => void; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const customer = project.customer;
  const [name, setName] = useState([customer?.firstName, customer?.lastName].filter(Boolean).join(' '));
  const [place, setPlace] = useState(signingPlace(customer?.address));
  const [image, setImage] = useState<string | null>(null);
  const [signedAt] = useState(() => new Date().toISOString());
  // Back closes the dialog before anything is signed; a signature on the pad is never lost to it.
  useBackCloses(true, () => {
    if (!image) onClose();
  });
  // Nor to a reload or a closed tab without the browser asking first: the customer may have left.
  useAskBeforeUnload(!!image);
  const ready = !!image && !!name.trim();

  const save = async () => {
    if (!image) return;
    onSave({ signerName: name.trim(), place: place.trim(), signedAt, image, contentHash: await contentHash(project, onDevice) });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} scroll="paper">
      <DialogTitle>{T.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{T.intro}</Typography>
          <Summary companyId={companyId} project={project} onDevice={onDevice} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={T.name}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              error={!name.trim()}
              helperText={name.trim() ? undefined : T.nameMissing}
              slotProps={{ htmlInput: { maxLength: 120 } }}
              sx={{ flex: 2 }}
            />
            {/* Place and date share a row on a phone too: the pad below stays in sight. */}
            <Stack direction="row" spacing={2} sx={{ flex: 2 }}>
              <TextField label={T.place} value={place} onChange={(event) => setPlace(event.target.value)} slotProps={{ htmlInput: { maxLength: 120 } }} sx={{ flex: 1, minWidth: 0 }} />
              <TextField label={T.date} value={formatDate(signedAt)} slotProps={{ input: { readOnly: true } }} sx={{ width: 130, flexShrink: 0 }} />
            </Stack>
          </Stack>
          <SignaturePad onChange={setImage} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" disabled={!ready} onClick={() => void save()}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
