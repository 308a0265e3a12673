// Kundeninformationen (SPEC §2): the customer's name, contact, address and planned services. Every
// keystroke is kept on the device the way Zustand Haus keeps it, whatever way the user leaves; the
// fixed 'Fertig' button saves what is still pending and returns to the menu.
import CheckIcon from '@mui/icons-material/Check';
import { Alert, Checkbox, Fab, FormControlLabel, FormGroup, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { SaveStatus } from '@/components/SaveStatus';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import type { Project } from '@/domain/project';
import { useProjectForm } from '@/hooks/use-project-form';
import { useProject } from '@/hooks/use-projects';
import { StorageFullError } from '@/sync/storage-full-error';
import { CUSTOMER_FORM } from './customer-form-model';
import { KUNDENDATEN_TEXTS as T } from './texts';
import { SectionPaper } from '@/components/SectionPaper';

type TextKey = 'fullName' | 'email' | 'phone' | 'street' | 'postcode' | 'city' | 'additional';

function Form({ companyId, project, revision }: { companyId: string; project: Project; revision: string }) {
  const navigate = useNavigate();
  const { store, form, failure } = useProjectForm(CUSTOMER_FORM, companyId, project.id, project, revision, T.saveFailed);
  const text = (key: TextKey) => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => store.edit(key, event.target.value),
    onFocus: () => store.focus(key),
    onBlur: () => store.blur(key),
  });
  const check = (key: 'solar' | 'battery' | 'wallbox' | 'more', label: string) => (
    <FormControlLabel control={<Checkbox checked={form[key]} onChange={(event) => store.edit(key, event.target.checked, true)} />} label={label} />
  );
  // Saves what is still pending; with a full storage the user stays to read why and free space.
  const done = async () => {
    store.flush();
    await store.settled();
    if (!(store.getFailure() instanceof StorageFullError)) navigate(projectPath(companyId, project.id));
  };

  return (
    <Stack spacing={2} sx={{ pb: 10 }}>
      {failure instanceof StorageFullError && (
        <Alert severity="error" role="alert">
          {failure.message}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <TextField label={T.fullName} autoComplete="name" {...text('fullName')} />
          <TextField label={T.email} type="email" autoComplete="email" {...text('email')} />
          <TextField label={T.phone} type="tel" autoComplete="tel" {...text('phone')} />
        </Stack>
      </Paper>
      <SectionPaper title={T.address}>
        <Stack spacing={2}>
          <TextField label={T.street} autoComplete="street-address" multiline {...text('street')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={T.postcode} autoComplete="postal-code" inputMode="numeric" sx={{ width: { sm: 160 } }} {...text('postcode')} />
            <TextField label={T.city} autoComplete="address-level2" sx={{ flex: 1 }} {...text('city')} />
          </Stack>
        </Stack>
      </SectionPaper>
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
      <SaveStatus source={store} />
      <Fab variant="extended" color="secondary" onClick={() => void done()} sx={{ position: 'fixed', right: 24, bottom: 24 }}>
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
      <ProjectContent view={view}>
        {(stored) => <Form key={stored.key} companyId={companyId} project={stored.project} revision={stored.localUpdatedAt} />}
      </ProjectContent>
    </PageScaffold>
  );
}
