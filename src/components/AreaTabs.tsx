// Tabs over upload areas (Dachinnenseite/Dachaußenseite, Zählerschrank/Erdung), each with its
// own fields or elements, then its upload and images.
import { Box, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AreaUploadSection } from './AreaUploadSection';

export interface AreaTab {
  label: string;
  area: string;
  busyText: string;
  /** What the tab shows above its photos: elements, fields, analysis results. */
  content?: ReactNode;
}

export function AreaTabs({ companyId, projectId, tabs, initial = 0 }: { companyId: string; projectId: string; tabs: AreaTab[]; initial?: number }) {
  const [index, setIndex] = useState(initial);
  const navigate = useNavigate();
  const location = useLocation();
  // The chosen tab goes into this history entry, so the browser's back from an editor returns to it.
  const choose = (value: number) => {
    setIndex(value);
    // A slot brought into view from 'Was fehlt noch?' is not brought into view again on the next tab.
    void navigate(location.pathname, { replace: true, state: { ...(location.state as object | null), tab: value, shot: undefined } });
  };
  const tab = tabs[index];
  return (
    <Paper>
      <Tabs value={index} onChange={(_event, value: number) => choose(value)} variant="fullWidth">
        {tabs.map((entry) => (
          <Tab key={entry.area} label={entry.label} />
        ))}
      </Tabs>
      <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 } }}>
        {tab.content && <Box>{tab.content}</Box>}
        <AreaUploadSection key={tab.area} companyId={companyId} projectId={projectId} area={tab.area} busyText={tab.busyText} />
      </Stack>
    </Paper>
  );
}
