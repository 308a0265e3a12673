// The add field for a manual damage: text, area and severity; Enter or the button adds, a
// blank text cannot be added (SPEC §5 'Obstacles and damages'). What is typed stays on the device
// until it is added, whichever way the page is left.
import AddIcon from '@mui/icons-material/Add';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useInputDraft } from '@/components/use-input-draft';
import { DAMAGE_AREA_LABELS } from '@/domain/value-labels';
import { MANUAL_DAMAGE_SEVERITIES, VORSCHADEN_KATEGORIEN, type Kategorie } from '@/domain/vorschaden';
import { inputDraftKey } from '@/platform/input-draft';
import { VORSCHAEDEN_TEXTS } from './texts';
import { SectionPaper } from '@/components/SectionPaper';

const T = VORSCHAEDEN_TEXTS.add;

interface Props {
  companyId: string;
  projectId: string;
  onAdd: (text: string, kategorie: Kategorie, schweregrad: string) => void;
}

const EMPTY: { text: string; kategorie: Kategorie; schweregrad: string } = { text: '', kategorie: 'DACH_AUSSEN', schweregrad: 'mittel' };

export function AddDamageForm({ companyId, projectId, onAdd }: Props) {
  const [draft, setDraft, clearDraft] = useInputDraft(inputDraftKey('vorschaden', companyId, projectId), EMPTY);
  const { text, kategorie, schweregrad } = draft;
  const add = () => {
    if (!text.trim()) return;
    onAdd(text, kategorie, schweregrad);
    clearDraft();
  };
  return (
    <SectionPaper title={T.title}>
      <Stack spacing={2}>
        <TextField
          label={T.field}
          placeholder={T.placeholder}
          value={text}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select label={T.area} value={kategorie} onChange={(event) => setDraft({ ...draft, kategorie: event.target.value as Kategorie })} fullWidth>
            {VORSCHADEN_KATEGORIEN.map((key) => (
              <MenuItem key={key} value={key}>
                {DAMAGE_AREA_LABELS[key]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={T.severity} value={schweregrad} onChange={(event) => setDraft({ ...draft, schweregrad: event.target.value })} fullWidth>
            {MANUAL_DAMAGE_SEVERITIES.map((key) => (
              <MenuItem key={key} value={key}>
                {VORSCHAEDEN_TEXTS.severities[key]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" size="large" startIcon={<AddIcon />} disabled={!text.trim()} onClick={add} sx={{ flexShrink: 0 }}>
            {T.button}
          </Button>
        </Stack>
      </Stack>
    </SectionPaper>
  );
}
