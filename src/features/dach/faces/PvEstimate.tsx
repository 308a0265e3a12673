// The PV potential of the whole roof (issue 25, point 3): modules, kWp and yield of all faces,
// and with the household's consumption self-consumption and autarky without and with a battery of
// the chosen size. Every figure is called an estimate and its assumptions are listed under it.
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SaveStatus } from '@/components/SaveStatus';
import { RETURN_BACK_STATE } from '@/components/PageScaffold';
import { SectionPaper } from '@/components/SectionPaper';
import { useProjectForm } from '@/hooks/use-project-form';
import { projectPath } from '@/domain/app-paths';
import type { Project } from '@/domain/project';
import type { PvPlan } from '@/domain/pv/pv-plan';
import type { PvSettings } from '@/domain/pv/pv-settings';
import { assumptions, balanceRows, PV_TEXTS, totalLine } from '@/domain/pv/pv-texts';
import { STORAGE_FORM } from './face-form';
import { NumberField } from '@/components/NumberField';
import { FACE_TEXTS as T } from './texts';

function Assumptions({ settings }: { settings: PvSettings }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5, color: 'text.secondary' }} aria-label={T.assumptions}>
      {assumptions(settings).map((line) => (
        <Typography key={line} component="li" variant="body2">
          {line}
        </Typography>
      ))}
    </Stack>
  );
}

interface Props {
  companyId: string;
  project: Project;
  revision: string;
  plan: PvPlan;
  settings: PvSettings;
}

export function PvEstimate({ companyId, project, revision, plan, settings }: Props) {
  const { store, form } = useProjectForm(STORAGE_FORM, companyId, project.id, project, revision, T.saveFailed);
  const rows = balanceRows(plan);
  // The suggestion follows the consumption; without one there is none to offer.
  const suggested = plan.storageSuggested && plan.consumptionKWh ? plan.storageKWh.toLocaleString('de-DE') : null;
  return (
    <SectionPaper title={T.estimate}>
      <Stack spacing={2}>
        <Typography variant="h6" component="p">
          {totalLine(plan)}
        </Typography>
        {plan.incomplete > 0 && <Typography color="warning.main">{PV_TEXTS.incomplete(plan.incomplete)}</Typography>}
        {plan.consumptionKWh ? (
          <Typography>{PV_TEXTS.consumption(plan.consumptionKWh)}</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography>{PV_TEXTS.consumptionMissing}</Typography>
            <Button component={RouterLink} to={projectPath(companyId, project.id, 'zustand-haus')} state={RETURN_BACK_STATE} sx={{ minHeight: 44, flexShrink: 0 }}>
              {T.toHouse}
            </Button>
          </Stack>
        )}
        <NumberField
          label={T.storage}
          // Empty, the estimate uses the suggestion, shown as the placeholder.
          value={form.storageKWh ?? null}
          placeholder={suggested ?? undefined}
          min={0}
          max={200}
          errorText={T.storageError}
          helperText={suggested ? T.storageSuggested(suggested) : plan.storageSuggested ? T.storageRule : undefined}
          onValue={(storageKWh) => store.edit('storageKWh', storageKWh)}
          sx={{ maxWidth: 320 }}
        />
        {rows.length > 0 && (
          <Table size="small" aria-label={T.estimate}>
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell align="right">{PV_TEXTS.selfConsumption}</TableCell>
                <TableCell align="right">{PV_TEXTS.autarky}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.label}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell align="right">{row.selfConsumption}</TableCell>
                  <TableCell align="right">{row.autarky}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <SaveStatus source={store} />
        <Typography variant="subtitle2" component="h3">
          {T.assumptions}
        </Typography>
        <Assumptions settings={settings} />
      </Stack>
    </SectionPaper>
  );
}
