// The company picker (SPEC §2): one card per company from the store, refreshed from the server,
// and, for the multi-company user who may, the dashed card that creates a new company.
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import {
  Alert,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthSession } from '@/auth/auth-context';
import { mayCreateCompanies } from '@/auth/company-claim';
import { PageScaffold } from '@/components/PageScaffold';
import { companyChecklistPath, companyDashboardPath } from '@/domain/app-paths';
import { useDataLayer } from '@/hooks/data-context';
import { useCompanies } from '@/hooks/use-projects';
import { logWarning } from '@/platform/log';
import { canCreate, companyTitle } from './company-title';
import { COMPANIES_TEXTS as T } from './texts';

export default function CompanyPickerPage() {
  const { engine } = useDataLayer();
  const navigate = useNavigate();
  const companies = useCompanies();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  // Others would only get the API's refusal, so they are not offered the card at all.
  const mayCreate = mayCreateCompanies(useAuthSession().accessToken());

  useEffect(() => {
    engine
      .refreshCompanies()
      .then(() => setError(null))
      .catch((failure: unknown) => setError(T.loadError((failure as Error).message)))
      .finally(() => setLoading(false));
  }, [engine]);

  const create = async () => {
    if (!canCreate(name, busy)) return;
    setBusy(true);
    setCreateError(null);
    try {
      await engine.createCompany(name);
      setDialogOpen(false);
      setName('');
    } catch (failure) {
      logWarning('Firma konnte nicht erstellt werden', failure);
      setCreateError(T.createFailed((failure as Error).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageScaffold title={T.companyPickerTitle}>
      <Stack spacing={3}>
        <Typography>{T.intro}</Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {loading && !companies?.length && <Typography role="status">{T.loading}</Typography>}
        <Grid container spacing={2}>
          {mayCreate && (
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', borderStyle: 'dashed', borderWidth: 2, borderColor: 'primary.main' }}>
              <CardActionArea onClick={() => {
                    setCreateError(null);
                    setDialogOpen(true);
                  }} sx={{ height: '100%', minHeight: 160, p: 2 }}>
                <Stack spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
                  <AddBusinessIcon fontSize="large" />
                  <Typography variant="h6" component="h2">
                    {T.newCompany}
                  </Typography>
                </Stack>
              </CardActionArea>
            </Card>
          </Grid>
          )}
          {(companies ?? []).map((company) => (
            <Grid key={company.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardActionArea onClick={() => navigate(companyDashboardPath(company.id))} sx={{ flexGrow: 1 }}>
                  <CardContent>
                    <Typography variant="h6" component="h2">
                      {companyTitle(company)}
                    </Typography>
                    <Typography color="text.secondary">{T.projects(company.projectCount)}</Typography>
                  </CardContent>
                </CardActionArea>
                <CardActions>
                  <Button onClick={() => navigate(companyDashboardPath(company.id))}>{T.select}</Button>
                  {mayCreate && (
                    <Button aria-label={T.checklistOf(companyTitle(company))} onClick={() => navigate(companyChecklistPath(company.id))}>
                      {T.checklist}
                    </Button>
                  )}
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Stack>
      <Dialog open={dialogOpen} onClose={() => !busy && setDialogOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{T.dialogTitle}</DialogTitle>
        <DialogContent>
          {createError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {createError}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={T.name}
            value={name}
            disabled={busy}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void create()}
          />
        </DialogContent>
        <DialogActions>
          <Button disabled={busy} onClick={() => setDialogOpen(false)}>
            {T.cancel}
          </Button>
          <Button variant="contained" disabled={!canCreate(name, busy)} onClick={() => void create()}>
            {T.create}
          </Button>
        </DialogActions>
      </Dialog>
    </PageScaffold>
  );
}
