// 'Projekt exportieren (ZIP)' at the foot of the project menu (issue 23): everything the server
// stores about the project in one file, for a customer's request to see or take their data.
// Changes still on this tablet are sent first; what cannot be sent is named as missing.
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { userMessage } from '@/api/errors';
import { API_PATHS } from '@/api/paths';
import type { Project } from '@/domain/project';
import { exportFileName } from '@/domain/export-files';
import { useDataLayer } from '@/hooks/data-context';
import { useProjectTrash } from '@/hooks/use-project-trash';
import { useConnection } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { saveFile } from '@/platform/save-file';
import { PROJECT_MENU_TEXTS } from './texts';

const T = PROJECT_MENU_TEXTS.exportProject;

export function ExportProject({ companyId, project }: { companyId: string; project: Project }) {
  const { api, engine } = useDataLayer();
  const { unsent } = useProjectTrash(companyId);
  const connection = useConnection();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'info' | 'error'; text: string } | null>(null);

  const download = async () => {
    setMessage(null);
    if (connection === 'offline') return setMessage({ severity: 'error', text: T.offline });
    setBusy(true);
    try {
      await engine.sync().catch((error: unknown) => logWarning('Übertragen vor dem Export fehlgeschlagen', error));
      const missing = await unsent(project.id);
      const response = await api.request('GET', API_PATHS.projectExport(companyId, project.id), { headers: { accept: 'application/zip' } });
      saveFile(await response.blob(), exportFileName(project.customer?.firstName, project.customer?.lastName, new Date()));
      setMessage(missing ? { severity: 'info', text: T.unsent(missing) } : { severity: 'success', text: T.done });
    } catch (error) {
      logWarning('Export fehlgeschlagen', error);
      setMessage({ severity: 'error', text: T.failed(userMessage(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {message && (
        <Alert severity={message.severity} role="status" onClose={() => setMessage(null)} sx={{ alignSelf: 'stretch' }}>
          {message.text}
        </Alert>
      )}
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}>
        {busy ? T.busy : T.button}
      </Button>
    </Stack>
  );
}
