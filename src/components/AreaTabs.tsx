// Tabs over upload areas (Dachinnenseite/Dachaußenseite, Zählerschrank/Erdung), each with its
// own upload and images.
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { AreaUploadSection } from './AreaUploadSection';

export interface AreaTab {
  label: string;
  area: string;
  allowPdf: boolean;
}

export function AreaTabs({ companyId, projectId, tabs, initial = 0 }: { companyId: string; projectId: string; tabs: AreaTab[]; initial?: number }) {
  const [index, setIndex] = useState(initial);
  const tab = tabs[index];
  return (
    <Paper>
      <Tabs value={index} onChange={(_event, value: number) => setIndex(value)} variant="fullWidth">
        {tabs.map((entry) => (
          <Tab key={entry.area} label={entry.label} />
        ))}
      </Tabs>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <AreaUploadSection key={tab.area} companyId={companyId} projectId={projectId} area={tab.area} allowPdf={tab.allowPdf} />
      </Box>
    </Paper>
  );
}
