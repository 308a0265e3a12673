// The customer's signature on the Protokoll page (issue 22): who signed, where and when, the
// signature itself, and a warning once the project changed after it, with a way to sign again.
import DrawIcon from '@mui/icons-material/Draw';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { SectionPaper } from '@/components/SectionPaper';
import { formatDate } from '@/domain/format-date';
import type { Project } from '@/domain/project';
import { PROTOCOL_TEXTS } from '@/domain/protocol-texts';
import { signatureState, type ProtocolSignature, type SignatureState } from '@/domain/signature';
import { useDataLayer } from '@/hooks/data-context';
import { useOnDevice } from '@/hooks/use-on-device';
import { logWarning } from '@/platform/log';
import { SignDialog } from './SignDialog';
import { PROTOKOLL_TEXTS } from './texts';

const T = PROTOKOLL_TEXTS.signing;

export function SignatureBlock({ companyId, project }: { companyId: string; project: Project }) {
  const { engine } = useDataLayer();
  const [state, setState] = useState<SignatureState | null>(null);
  const [signing, setSigning] = useState(false);
  const [failed, setFailed] = useState(false);
  const onDevice = useOnDevice(companyId, project);
  useEffect(() => {
    if (!onDevice) return;
    let alive = true;
    void signatureState(project, onDevice).then((next) => alive && setState(next));
    return () => {
      alive = false;
    };
  }, [project, onDevice]);

  const save = (signature: ProtocolSignature) => {
    setSigning(false);
    setFailed(false);
    engine.updateProject(companyId, project.id, (current) => ({ ...current, signature })).catch((error: unknown) => {
      logWarning('Unterschrift nicht gespeichert', error);
      setFailed(true);
    });
  };

  const signature = state && state.kind !== 'unsigned' ? state.signature : null;
  return (
    <SectionPaper title={T.section}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {signature && (
          <>
            <Box component="img" src={signature.image} alt={T.pad} sx={{ maxWidth: 320, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }} />
            <Typography sx={{ overflowWrap: 'anywhere' }}>{T.signedBy(signature.signerName, signature.place, formatDate(signature.signedAt))}</Typography>
          </>
        )}
        {state?.kind === 'changed' && (
          <Alert severity="warning" sx={{ width: '100%' }}>
            {PROTOCOL_TEXTS.changedAfterSigning(state.changedAt && formatDate(state.changedAt))}
          </Alert>
        )}
        {failed && (
          <Alert severity="error" sx={{ width: '100%' }} onClose={() => setFailed(false)}>
            {T.failed}
          </Alert>
        )}
        {state && (
          <Button variant={state.kind === 'signed' ? 'outlined' : 'contained'} startIcon={<DrawIcon />} onClick={() => setSigning(true)}>
            {state.kind === 'unsigned' ? T.start : T.again}
          </Button>
        )}
      </Stack>
      {signing && onDevice && <SignDialog companyId={companyId} project={project} onDevice={onDevice} onSave={save} onClose={() => setSigning(false)} />}
    </SectionPaper>
  );
}
