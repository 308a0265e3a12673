// Kundeninformationen (SPEC §2): the customer's name, contact, address and planned services;
// the fixed 'Fertig' button saves (locally at once, synced later) and returns to the menu.
import CheckIcon from '@mui/icons-material/Check';
import { Alert, Checkbox, Fab, FormControlLabel, FormGroup, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import type { Project } from '@/domain/project';
import { useDataLayer } from '@/db/react/data-context';
import { useProject } from '@/db/react/use-projects';
import { logWarning } from '@/platform/log';
import { StorageFullError } from '@/sync/storage-full-error';
import { applyCustomerForm, formFromProject, type CustomerForm } from './customer-form';
import { KUNDENDATEN_TEXTS as T } from './texts';

function Form({ companyId, project }: { companyId: string; project: Project }) {
  const { engine } = useDataLayer();
  const navigate = useNavigate();
  const [form, setForm] = useState<CustomerForm>(() => formFromProject(project));
  const [storageFull, setStorageFull] = useState<string | null>(null);
  const text = (key: 'fullName' | 'email' | 'phone' | 'street' | 'postcode' | 'city' | 'additional') => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: event.target.value }),
  });
  const check = (key: 'solar' | 'battery' | 'wallbox' | 'more', label: string) => (
    <FormControlLabel control={<Checkbox checked={form[key]} onChange={(event) => setForm({ ...form, [key]: event.target.checked })} />} label={label} />
  );
  const save = async () => {
    try {
      await engine.saveProject(companyId, applyCustomerForm(project, form), project.id);
      navigate(projectPath(companyId, project.id));
    } catch (error) {
      // The form keeps what was typed; with a full storage the user must free space and tap again.
      if (error instanceof StorageFullError) setStorageFull(error.message);
      logWarning('Kundendaten konnten nicht gespeichert werden', error);
    }
  };

  return (
    <Stack spacing={2} sx={{ pb: 10 }}>
      {storageFull && (
        <Alert severity="error" role="alert">
          {storageFull}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <TextField label={T.fullName} autoComplete="name" {...text('fullName')} />
          <TextField label={T.email} type="email" autoComplete="email" {...text('email')} />
          <TextField label={T.phone} type="tel" autoComplete="tel" {...text('phone')} />
        </Stack>
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {T.address}
        </Typography>
        <Stack spacing={2}>
          <TextField label={T.street} autoComplete="street-address" {...text('street')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={T.postcode} autoComplete="postal-code" inputMode="numeric" sx={{ width: { sm: 160 } }} {...text('postcode')} />
            <TextField label={T.city} autoComplete="address-level2" sx={{ flex: 1 }} {...text('city')} />
          </Stack>
        </Stack>
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {T.planned}
        </Typography>
        <FormGroup>
          {check('solar', T.solar)}
          {check('battery', T.battery)}
          {check('wallbox', T.wallbox)}
          {check('more', T.more)}
        </FormGroup>
        {form.more && <TextField label={T.moreText} multiline minRows={2} fullWidth sx={{ mt: 1 }} {...text('additional')} />}
      </Paper>
      <Fab variant="extended" color="secondary" onClick={() => void save()} sx={{ position: 'fixed', right: 24, bottom: 24 }}>
        <CheckIcon sx={{ mr: 1 }} />
        {T.done}
      </Fab>
    </Stack>
  );
}

export default function KundendatenPage({ companyId, projectId }: ProjectRouteParams) {
  const view = useProject(companyId, projectId);
  return (
    <PageScaffold title={T.kundendatenTitle} back={projectPath(companyId, projectId)}>
      <ProjectContent view={view}>{(stored) => <Form key={stored.key} companyId={companyId} project={stored.project} />}</ProjectContent>
    </PageScaffold>
  );
}
