// dach-detail/{type} (SPEC §2): the editor of one roof element. Title from the navigation state,
// every change saved on this device at once and marked as corrected, back to the element's tab.
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { QualityChip } from '@/components/QualityChip';
import { useDataLayer } from '@/db/react/data-context';
import { useProject } from '@/db/react/use-projects';
import { useTiles } from '@/db/react/use-tiles';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { ROOF_DEFAULT_QUALITY } from '@/domain/assessment';
import { wasAnalysed } from '@/domain/project-images';
import type { Project, Roof } from '@/domain/project';
import {
  areaOfElement,
  detectedDamages,
  detectedObstacles,
  isRoofElement,
  ROOF_FIELDS,
  roofElementValue,
  tabOfElement,
  withRoofElement,
  type RoofElement,
  type RoofElementValue,
} from '@/domain/roof';
import { ROOF_ELEMENT_LABELS, ROOF_FIELD_LABELS } from '@/domain/value-labels';
import { logWarning } from '@/platform/log';
import { EntryList } from './EntryList';
import { RoofFieldEditor } from './RoofFieldEditor';
import { DACH_TEXTS as T } from './texts';
import { useDebouncedSave } from './use-debounced-save';

type RoofChange = (roof: Roof | undefined) => Roof;

function ElementEditor({ element, project, onChange }: { element: Exclude<RoofElement, 'hindernisse'>; project: Project; onChange: (change: RoofChange) => void }) {
  const analysed = wasAnalysed(project, areaOfElement(element));
  const [draft, setDraft] = useState<RoofElementValue>(() => roofElementValue(project.roof, element));
  const tiles = useTiles();
  const edit = (next: RoofElementValue) => {
    setDraft(next);
    onChange((roof) => withRoofElement(roof, element, next));
  };
  const hasValues = Object.keys(draft).some((key) => key !== 'korrigiert' && key !== 'qualitaet');
  return (
    <Stack spacing={2.5}>
      {hasValues && (draft.qualitaet || !draft.korrigiert?.length) && <QualityChip quality={draft.qualitaet ?? ROOF_DEFAULT_QUALITY} />}
      {ROOF_FIELDS[element].map((field) => (
        <RoofFieldEditor key={field.key} element={element} field={field} analysed={analysed} value={draft} tiles={tiles} onChange={edit} />
      ))}
    </Stack>
  );
}

function ObstaclesEditor({ project, onChange }: { project: Project; onChange: (change: RoofChange) => void }) {
  const [manual, setManual] = useState({ obstacles: project.roof?.manualObstacles ?? [], damages: project.roof?.manualDamages ?? [] });
  const edit = (next: typeof manual) => {
    setManual(next);
    onChange((roof) => ({ ...roof, manualObstacles: next.obstacles, manualDamages: next.damages }));
  };
  return (
    <Stack spacing={4}>
      <EntryList
        title={ROOF_FIELD_LABELS.obstacles}
        detected={detectedObstacles(project.roof)}
        manual={manual.obstacles}
        placeholder={T.editor.obstaclesPlaceholder}
        addLabel={T.editor.obstaclesAdd}
        onChange={(obstacles) => edit({ ...manual, obstacles })}
      />
      <EntryList
        title={ROOF_FIELD_LABELS.damages}
        detected={detectedDamages(project.roof)}
        manual={manual.damages}
        placeholder={T.editor.damagesPlaceholder}
        addLabel={T.editor.damagesAdd}
        onChange={(damages) => edit({ ...manual, damages })}
      />
    </Stack>
  );
}

export default function DachDetailPage({ companyId, projectId, detail }: ProjectRouteParams) {
  const navigate = useNavigate();
  const location = useLocation();
  const { engine } = useDataLayer();
  const state = location.state as { label?: string; tab?: number } | null;
  const element = isRoofElement(detail) ? detail : null;
  const title = state?.label ?? (element ? ROOF_ELEMENT_LABELS[element] : T.dachDetailTitle);
  const view = useProject(companyId, projectId);

  // Each save applies the change to the newest stored project, so analysis results that
  // arrived meanwhile are kept.
  const save = useCallback(
    async (change: RoofChange) => {
      await engine
        .updateProject(companyId, projectId, (project) => ({ ...project, roof: change(project.roof) }))
        .catch((error: unknown) => logWarning('Dachelement konnte nicht gespeichert werden', error));
    },
    [engine, companyId, projectId],
  );
  const { schedule, flush } = useDebouncedSave(save);
  const back = () => {
    void flush().finally(() => navigate(projectPath(companyId, projectId, 'dach'), { state: { tab: tabOfElement(element ?? undefined) } }));
  };

  return (
    <PageScaffold title={title} onBack={back}>
      {!element ? (
        <Alert severity="warning" action={<Button onClick={back}>{T.backToRoof}</Button>}>
          {T.unknownElement}
        </Alert>
      ) : (
        <ProjectContent view={view}>
          {(stored) => (
            <Paper sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 2 }}>
                {T.editor.saved}
              </Typography>
              {element === 'hindernisse' ? (
                <ObstaclesEditor project={stored.project} onChange={schedule} />
              ) : (
                <ElementEditor element={element} project={stored.project} onChange={schedule} />
              )}
            </Paper>
          )}
        </ProjectContent>
      )}
    </PageScaffold>
  );
}
