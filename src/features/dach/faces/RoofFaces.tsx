// The roof faces on the outer roof's tab (issue 25): each face with its direction, slope, size and
// what it carries, a tap to edit it, and a button for the next one.
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SectionPaper } from '@/components/SectionPaper';
import { useDataLayer } from '@/hooks/data-context';
import { projectPath } from '@/domain/app-paths';
import { newFace, withFace } from '@/domain/pv/face-edits';
import type { PvPlan } from '@/domain/pv/pv-plan';
import type { PvSettings } from '@/domain/pv/pv-settings';
import { faceTitle, faceWhere } from '@/domain/pv/pv-texts';
import { logWarning } from '@/platform/log';
import { FaceResult } from './FaceResult';
import { FACE_TEXTS as T } from './texts';

export function RoofFaces({ companyId, projectId, plan, settings }: { companyId: string; projectId: string; plan: PvPlan; settings: PvSettings }) {
  const navigate = useNavigate();
  const { engine } = useDataLayer();
  const [adding, setAdding] = useState(false);
  const open = (faceId: string) => navigate(projectPath(companyId, projectId, 'dach-flaeche', faceId));
  const add = async () => {
    setAdding(true);
    const face = newFace(crypto.randomUUID());
    try {
      await engine.updateProject(companyId, projectId, (current) => ({ ...current, roof: withFace(current.roof, face) }));
      open(face.id);
    } catch (error) {
      logWarning(T.saveFailed, error);
      setAdding(false);
    }
  };
  return (
    <SectionPaper title={T.title}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {plan.faces.length ? T.intro : T.none}
        </Typography>
        {plan.faces.map((face) => {
          const where = faceWhere(face);
          return (
            <Card key={face.face.id} variant="outlined">
              <CardActionArea onClick={() => open(face.face.id)} aria-label={T.open(faceTitle(face))}>
                <CardContent>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                    <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                        {faceTitle(face)}
                      </Typography>
                      {where && <Typography color="text.secondary">{where}</Typography>}
                    </Stack>
                    <Stack sx={{ flex: 1, minWidth: 0 }}>
                      <FaceResult plan={face} settings={settings} maxWidth={280} />
                    </Stack>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => void add()} disabled={adding} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
          {T.add}
        </Button>
      </Stack>
    </SectionPaper>
  );
}
