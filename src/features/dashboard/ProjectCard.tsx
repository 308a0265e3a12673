// One project in the OFFEN or ERLEDIGT list: name, status and customer (SPEC §2), and the address
// the search also finds it by, so two 'Neues Projekt' of the same customer are told apart.
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { customerName } from '@/domain/project-search';
import type { Project } from '@/domain/project';
import { DASHBOARD_TEXTS as T } from './texts';

export function ProjectCard({ project, onOpen }: { project: Project; onOpen: () => void }) {
  const address = project.customer?.address?.trim();
  return (
    <Card>
      <CardActionArea onClick={onOpen} sx={{ p: 0.5 }}>
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
