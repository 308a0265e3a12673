// Zustand des Hauses (SPEC §2): the electricity bill upload with the fields it fills, the
// building, and the last renovation of roof and electrics. Every change is saved on the device
// at once (no save button) and synced later; a failed save is only logged (SPEC §8), except a
// full device storage, which the user must hear about to free space before typing on.
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useRef } from 'react';
import { AreaUploadSection } from '@/components/AreaUploadSection';
import { COMPONENT_TEXTS } from '@/components/texts';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { SaveStatus } from '@/components/SaveStatus';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import type { Project } from '@/domain/project';
import { useProjectForm } from '@/hooks/use-project-form';
import { useProject } from '@/hooks/use-projects';
import { StorageFullError } from '@/sync/storage-full-error';
import { billNote, type BillKey } from './bill-note';
import { HAUS_TYPES, type HausTyp, type Renovation } from './house-form';
import { HOUSE_FORM } from './house-form-model';
import { HAUS_TEXTS as T } from './texts';
import { SectionPaper } from '@/components/SectionPaper';


function RenovationField({
  label,
  yearLabel,
  value,
  onChange,
  onFocus,
  onBlur,
}: {
  label: string;
  yearLabel: string;
  value: Renovation;
  onChange: (value: Renovation, now: boolean) => void;
  onFocus: () => void;
  onBlur: () => void;
}) {
  const labelId = useId();
  const year = useRef<HTMLInputElement>(null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ alignItems: { sm: 'center' } }}>
      <FormControl sx={{ minWidth: { sm: 220 } }}>
        <FormLabel id={labelId}>{label}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={value.saniert ? 'ja' : 'nein'}
          onChange={(event) => {
            const saniert = event.target.value === 'ja';
            // 'nicht saniert' clears the year (SPEC §4 Renovation); 'ja' goes straight to it.
            onChange({ saniert, jahr: saniert ? value.jahr : '' }, true);
            if (saniert) setTimeout(() => year.current?.focus());
          }}
        >
          <FormControlLabel value="nein" control={<Radio />} label={T.notRenovated} />
          <FormControlLabel value="ja" control={<Radio />} label={T.renovated} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={yearLabel}
        inputRef={year}
        disabled={!value.saniert}
        value={value.jahr}
        onChange={(event) => onChange({ ...value, jahr: event.target.value }, false)}
        onFocus={onFocus}
        onBlur={onBlur}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        sx={{ width: { xs: '100%', sm: 200 } }}
      />
    </Stack>
  );
}

function HouseFields({ companyId, projectId, project, revision }: { companyId: string; projectId: string; project: Project; revision: string }) {
  const { store, form, failure } = useProjectForm(HOUSE_FORM, companyId, projectId, project, revision, T.saveFailed);
  const haustypId = useId();
  const text = (key: 'stromverbrauch' | 'zaehlernummer' | 'netzbetreiber' | 'baujahr') => ({
    value: form[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => store.edit(key, event.target.value),
    onFocus: () => store.focus(key),
    onBlur: () => store.blur(key),
  });
  const fromBill = (key: BillKey) => ({ ...text(key), helperText: billNote(project.house, key) });
  const renovation = (key: 'sanierungDach' | 'sanierungElektrik') => ({
    value: form[key],
    onChange: (value: Renovation, now: boolean) => store.edit(key, value, now),
    onFocus: () => store.focus(key),
    onBlur: () => store.blur(key),
  });

  return (
    <>
      {failure instanceof StorageFullError && (
        <Alert severity="error" role="alert">
          {failure.message}
        </Alert>
      )}
      <SectionPaper title={T.bill}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.billHint}
        </Typography>
        <AreaUploadSection
          companyId={companyId}
          projectId={projectId}
          area="stromrechnung"
          successText={COMPONENT_TEXTS.images.billAnalysed}
          busyText={T.busy}
        />
        <Stack spacing={2} sx={{ mt: 3 }}>
          <TextField
            label={T.stromverbrauch}
            {...fromBill('stromverbrauch')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">{T.kwh}</InputAdornment> },
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={T.zaehlerart} sx={{ flex: 1 }} {...fromBill('zaehlernummer')} />
            <TextField label={T.netzbetreiber} sx={{ flex: 1 }} {...fromBill('netzbetreiber')} />
          </Stack>
        </Stack>
      </SectionPaper>
      <SectionPaper title={T.building}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={T.baujahr}
            {...text('baujahr')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
          <FormControl>
            <FormLabel id={haustypId}>{T.haustyp}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={haustypId}
              value={form.haustyp}
              onChange={(event) => store.edit('haustyp', event.target.value as HausTyp, true)}
            >
              {HAUS_TYPES.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio />} label={T.haustypen[type]} />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </SectionPaper>
      <SectionPaper title={T.renovation}>
        <Stack spacing={3}>
          <RenovationField label={T.roof} yearLabel={T.roofYear} {...renovation('sanierungDach')} />
          <RenovationField label={T.electrics} yearLabel={T.electricsYear} {...renovation('sanierungElektrik')} />
        </Stack>
      </SectionPaper>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {T.savedHint}
      </Typography>
      <SaveStatus source={store} />
    </>
  );
}

export default function ZustandHausPage({ companyId, projectId }: ProjectRouteParams) {
  const view = useProject(companyId, projectId);
  return (
    <PageScaffold title={T.zustandHausTitle} back={projectPath(companyId, projectId)}>
      <ProjectContent view={view}>
        {(stored) => (
          <HouseFields key={stored.key} companyId={companyId} projectId={projectId} project={stored.project} revision={stored.localUpdatedAt} />
        )}
      </ProjectContent>
    </PageScaffold>
  );
}
