// The body of a project page: the stored project as soon as the store answers, a note while it
// loads or when this device does not hold it, and the SPEC §8 message when the server load failed.
import { Alert, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ProjectView } from '@/hooks/use-projects';
import type { StoredProject } from '@/db/schema';
import { COMPONENT_TEXTS as T } from './texts';

export function ProjectContent({ view, children }: { view: ProjectView; children: (stored: StoredProject) => ReactNode }) {
  const { stored, loadError } = view;
  return (
    <Stack spacing={2}>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {stored === undefined && <Typography>{T.project.loading}</Typography>}
      {stored === null && !loadError && <Alert severity="warning">{T.project.notFound}</Alert>}
      {stored && children(stored)}
    </Stack>
  );
}
