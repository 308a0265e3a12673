// A group of chips each switched on or off by a tap: the shading causes and the obstacles of a face.
import { Chip, Stack } from '@mui/material';

interface Props<V extends string> {
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  selected: readonly V[] | undefined;
  onChange: (selected: V[]) => void;
}

export function ToggleChips<V extends string>({ label, options, selected, onChange }: Props<V>) {
  return (
    <Stack direction="row" role="group" aria-label={label} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const on = selected?.includes(option.value) ?? false;
        return (
          <Chip
            key={option.value}
            label={option.label}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => onChange(on ? (selected ?? []).filter((value) => value !== option.value) : [...(selected ?? []), option.value])}
          />
        );
      })}
    </Stack>
  );
}
