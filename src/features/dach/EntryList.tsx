// Obstacles or damages: the AI's entries, the manual ones with remove, and an add field that
// takes Enter or the button and refuses blanks and duplicates (SPEC §5).
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { addManualEntry } from '@/domain/roof';
import { DACH_TEXTS } from './texts';

const T = DACH_TEXTS.editor;

interface Props {
  title: string;
  detected: string[];
  manual: string[];
  placeholder: string;
  addLabel: string;
  onChange: (manual: string[]) => void;
}

export function EntryList({ title, detected, manual, placeholder, addLabel, onChange }: Props) {
  const [text, setText] = useState('');
  const add = () => {
    const next = addManualEntry(detected, manual, text);
    if (next) onChange(next);
    setText('');
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
              // The whole chip removes the entry, so the target is the chip, not its small icon.
              <Chip
                key={entry}
                label={entry}
                aria-label={T.remove(entry)}
                onClick={() => onChange(manual.filter((other) => other !== entry))}
                onDelete={() => onChange(manual.filter((other) => other !== entry))}
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
          onChange={(event) => setText(event.target.value)}
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
    </Stack>
  );
}
