// Obstacles or damages: the AI's entries, the manual ones with a one-tap remove that offers
// 'Rückgängig', and an add field that takes Enter or the button and refuses blanks and
// duplicates (SPEC §5); what is typed there stays on the device until it is added.
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { UndoSnackbar } from '@/components/UndoSnackbar';
import { useInputDraft } from '@/components/use-input-draft';
import { addManualEntry, restoreManualEntry } from '@/domain/roof';
import { DACH_TEXTS } from './texts';

const T = DACH_TEXTS.editor;

interface Props {
  title: string;
  detected: string[];
  manual: string[];
  placeholder: string;
  addLabel: string;
  /** Where the add field's draft is kept (inputDraftKey). */
  draftKey: string;
  onChange: (manual: string[]) => void;
}

const EMPTY = { text: '' };

export function EntryList({ title, detected, manual, placeholder, addLabel, draftKey, onChange }: Props) {
  const [{ text }, setDraft, clearDraft] = useInputDraft(draftKey, EMPTY);
  /** The last removed entry and where it stood, while 'Rückgängig' is offered. */
  const [removed, setRemoved] = useState<{ entry: string; index: number } | null>(null);
  const remove = (entry: string) => {
    setRemoved({ entry, index: manual.indexOf(entry) });
    onChange(manual.filter((other) => other !== entry));
  };
  const undo = () => {
    if (removed) onChange(restoreManualEntry(manual, removed.entry, removed.index));
    setRemoved(null);
  };
  const add = () => {
    const next = addManualEntry(detected, manual, text);
    if (next) onChange(next);
    clearDraft();
  };
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {detected.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            {T.detected}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {detected.map((entry) => (
              <Chip key={entry} label={entry} color="primary" variant="outlined" />
            ))}
          </Stack>
        </Stack>
      )}
      {manual.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            {T.manual}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {manual.map((entry) => (
              // The whole chip (44 px high) removes the entry, so the target is the chip, not its
              // small icon; a slip is taken back with 'Rückgängig' rather than asked about first.
              <Chip
                key={entry}
                label={entry}
                aria-label={T.remove(entry)}
                onClick={() => remove(entry)}
                onDelete={() => remove(entry)}
                sx={{ '& .MuiChip-deleteIcon': { fontSize: 24 } }}
              />
            ))}
          </Stack>
        </Stack>
      )}
      {!detected.length && !manual.length && <Typography color="text.secondary">{T.none}</Typography>}
      <Stack direction="row" spacing={1}>
        <TextField
          label={addLabel}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setDraft({ text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          fullWidth
        />
        <Button variant="contained" onClick={add} disabled={!text.trim()} startIcon={<AddIcon />} aria-label={addLabel}>
          {T.add}
        </Button>
      </Stack>
      <UndoSnackbar message={removed && T.removed(removed.entry)} onUndo={undo} onClose={() => setRemoved(null)} />
    </Stack>
  );
}
