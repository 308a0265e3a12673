// A titled block of a page, the way form pages group their fields: a paper that is a section
// named by its heading.
import { Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export function SectionPaper({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
