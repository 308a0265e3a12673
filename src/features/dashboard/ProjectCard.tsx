// One project in the OFFEN or ERLEDIGT list: name, status and customer (SPEC §2), and the address
// the search also finds it by, so two 'Neues Projekt' of the same customer are told apart.
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { customerName } from '@/domain/project-search';
import { tapTarget } from '@/platform/first-screen/record';
import type { Project } from '@/domain/project';
import { DASHBOARD_TEXTS as T } from './texts';

/** `tap`: the card's name for a tap on the painted first screen (platform/first-screen). */
export function ProjectCard({ project, tap, onOpen }: { project: Project; tap: string; onOpen: () => void }) {
  const address = project.customer?.address?.trim();
  return (
    <Card>
      <CardActionArea onClick={onOpen} sx={{ p: 0.5 }} {...tapTarget(tap)}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {project.name}
          </Typography>
          <Typography color="text.secondary">{T.status(project.status)}</Typography>
          <Typography color="text.secondary">{T.customer(customerName(project))}</Typography>
          {address && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {address}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
