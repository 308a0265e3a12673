// One project in the OFFEN or ERLEDIGT list: name, status and customer (SPEC §2).
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { Project } from '@/domain/project';
import { DASHBOARD_TEXTS as T } from './texts';

export function ProjectCard({ project, onOpen }: { project: Project; onOpen: () => void }) {
  const customer = [project.customer?.firstName, project.customer?.lastName].filter(Boolean).join(' ');
  return (
    <Card>
      <CardActionArea onClick={onOpen} sx={{ p: 0.5 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {project.name}
          </Typography>
          <Typography color="text.secondary">{T.status(project.status)}</Typography>
          <Typography color="text.secondary">{T.customer(customer)}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
