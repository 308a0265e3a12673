// dach-detail/{type} (SPEC §2): the editor of one roof element. Title from the navigation state,
// every change saved on this device at once and marked as corrected, back to the element's tab.
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { QualityChip } from '@/components/QualityChip';
import { SaveStatus } from '@/components/SaveStatus';
import { useProjectForm } from '@/hooks/use-project-form';
import { useProject } from '@/hooks/use-projects';
import { useTiles } from '@/hooks/use-tiles';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { ROOF_DEFAULT_QUALITY } from '@/domain/assessment';
import { wasAnalysed } from '@/domain/project-images';
import type { Project } from '@/domain/project';
import { learnedQuality } from '@/domain/taught-values';
import {
  areaOfElement,
  detectedDamages,
  detectedObstacles,
  isRoofElement,
  ROOF_FIELDS,
  tabOfElement,
  type RoofElement,
  type RoofElementValue,
} from '@/domain/roof';
import { ROOF_ELEMENT_LABELS, ROOF_FIELD_LABELS } from '@/domain/value-labels';
import { inputDraftKey } from '@/platform/input-draft';
import { EntryList } from './EntryList';
import { RoofFieldEditor } from './RoofFieldEditor';
import { MANUAL_ENTRIES_FORM, roofElementForm } from './roof-forms';
import { DACH_TEXTS as T } from './texts';

interface EditorProps {
  companyId: string;
  project: Project;
  revision: string;
}

function ElementEditor({ element, companyId, project, revision }: EditorProps & { element: Exclude<RoofElement, 'hindernisse'> }) {
  const [model] = useState(() => roofElementForm(element));
  const { store, form } = useProjectForm(model, companyId, project.id, project, revision, T.editor.saveFailed);
  const analysed = wasAnalysed(project, areaOfElement(element));
  const tiles = useTiles();
  const draft = form.value;
  const edit = (next: RoofElementValue) => store.edit('value', next);
  const hasValues = Object.keys(draft).some((key) => key !== 'korrigiert' && key !== 'qualitaet');
  return (
    // Values arriving for the element (an analysis) wait while the user is in one of its fields.
    <Stack spacing={2.5} onFocus={() => store.focus('value')} onBlur={() => store.blur('value')}>
      {/* Learned values carry their mark on their own fields: the element has no reading quality then. */}
      {hasValues && (draft.qualitaet || (!draft.korrigiert?.length && !learnedQuality(draft))) && <QualityChip quality={draft.qualitaet ?? ROOF_DEFAULT_QUALITY} />}
      {ROOF_FIELDS[element].map((field) => (
        <RoofFieldEditor key={field.key} element={element} field={field} analysed={analysed} value={draft} tiles={tiles} onChange={edit} />
      ))}
      <SaveStatus source={store} />
    </Stack>
  );
}

/** The two lists of the obstacles editor: what the analysis found and what the user added. */
const ENTRY_LISTS = [
  { field: 'obstacles', detected: detectedObstacles, draft: 'dach-hindernis' },
  { field: 'damages', detected: detectedDamages, draft: 'dach-schaden' },
] as const;

function ObstaclesEditor({ companyId, project, revision }: EditorProps) {
  const { store, form } = useProjectForm(MANUAL_ENTRIES_FORM, companyId, project.id, project, revision, T.editor.saveFailed);
  return (
    <Stack spacing={4}>
      {ENTRY_LISTS.map(({ field, detected, draft }) => (
        <EntryList
          key={field}
          title={ROOF_FIELD_LABELS[field]}
          detected={detected(project.roof)}
          manual={form[field]}
          placeholder={T.editor[`${field}Placeholder`]}
          addLabel={T.editor[`${field}Add`]}
          draftKey={inputDraftKey(draft, companyId, project.id)}
          onChange={(entries) => store.edit(field, entries, true)}
        />
      ))}
      <SaveStatus source={store} />
    </Stack>
  );
}

export default function DachDetailPage({ companyId, projectId, detail }: ProjectRouteParams) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { label?: string; tab?: number } | null;
  const element = isRoofElement(detail) ? detail : null;
  const title = state?.label ?? (element ? ROOF_ELEMENT_LABELS[element] : T.dachDetailTitle);
  const view = useProject(companyId, projectId);

  // Leaving unmounts the editor, which saves what is pending; the journal keeps it until then.
  const back = () => navigate(projectPath(companyId, projectId, 'dach'), { state: { tab: tabOfElement(element ?? undefined) } });

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
              {element === 'hindernisse' ? (
                <ObstaclesEditor key={stored.key} companyId={companyId} project={stored.project} revision={stored.localUpdatedAt} />
              ) : (
                <ElementEditor key={stored.key} element={element} companyId={companyId} project={stored.project} revision={stored.localUpdatedAt} />
              )}
            </Paper>
          )}
        </ProjectContent>
      )}
    </PageScaffold>
  );
}
