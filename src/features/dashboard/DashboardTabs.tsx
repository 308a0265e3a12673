// The dashboard's NEU / OFFEN / ERLEDIGT tabs (SPEC §3) on the app bar. Built on ButtonBase, which
// the first screen loads anyway: MUI's Tabs with its scroll buttons and roving focus were 8 kB
// of the first screen's compressed code for three tabs that always fit (issue 24). The keys follow
// the WAI-ARIA tabs pattern: arrows, Home and End move to a tab and open it.
import { Box, ButtonBase } from '@mui/material';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tapTarget } from '@/platform/first-screen/record';

export interface DashboardTab<K extends string> {
  value: K;
  label: ReactNode;
  /** Its name for a tap on the painted first screen (platform/first-screen). */
  tap: string;
}

export function DashboardTabs<K extends string>({ tabs, value, onChange }: { tabs: DashboardTab<K>[]; value: K; onChange: (value: K) => void }) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowLeft: index === 0 ? last : index - 1, ArrowRight: index === last ? 0 : index + 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    onChange(tabs[target].value);
  };

  return (
    <Box role="tablist" sx={{ display: 'flex' }}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => move(event, index)}
            {...tapTarget(tab.tap)}
            sx={(theme) => ({
              ...theme.typography.button,
              flex: 1,
              minHeight: 48,
              px: 1,
              color: 'inherit',
              // Dimmed as little as keeps the contrast on the app bar above 4.5:1 (WCAG AA).
              opacity: selected ? 1 : 0.87,
              transition: theme.transitions.create('opacity'),
              // The indicator: MUI's 2 px line in the secondary colour under the open tab.
              '&::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: 2, bgcolor: selected ? 'secondary.main' : 'transparent' },
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
