// elektrik-detail/{type} (SPEC §2): the editor of the meter cabinet or the earthing. Every change
// is kept on the device like every form's, whatever way the user leaves; back returns to the
// overview's tab; its upload button only says that uploading here is still being built.
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CheckIcon from '@mui/icons-material/Check';
import { Alert, AlertTitle, Box, Button, Fab, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { SaveStatus } from '@/components/SaveStatus';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { withCorrection } from '@/domain/assessment';
import { electricSectionValue, isElectricSection, type ElectricSection } from '@/domain/electric';
import type { Project } from '@/domain/project';
import { useProjectForm } from '@/hooks/use-project-form';
import { useProject } from '@/hooks/use-projects';
import { tabOfSection } from './overview-tab';
import { overviewRows } from '@/domain/electric-rows';
import type { ErdungForm, ZaehlerschrankForm } from '@/domain/electric-form';
import { sectionFormModel } from './section-form-model';
import { ErdungEditor, ZaehlerschrankEditor, type FieldInfo, type Setter } from './SectionEditors';
import { ELEKTRIK_TEXTS as T } from './texts';

interface EditorProps {
  companyId: string;
  section: ElectricSection;
  project: Project;
  revision: string;
  onDone: () => void;
}

function Editor({ companyId, section, project, revision, onDone }: EditorProps) {
  const [model] = useState(() => sectionFormModel(section));
  const { store, form } = useProjectForm(model, companyId, project.id, project, revision, T.saveFailed);
  // Marked as corrected at the first keystroke, before the save writes the mark.
  const [changed, setChanged] = useState<string[]>([]);
  const [uploadNote, setUploadNote] = useState(false);
  const stored = electricSectionValue(project.electric, section);

  const set = (field: string, value: unknown) => {
    store.edit(field, value);
    setChanged((current) => withCorrection(current, field));
  };
  const rows = overviewRows(section, stored);
  const info: FieldInfo = (field) => {
    const row = rows.find((candidate) => candidate.field === field);
    const corrected = (row?.corrected ?? false) || changed.includes(field);
    return { quality: corrected ? null : (row?.quality ?? null), corrected, learned: !corrected && (row?.learned ?? false) };
  };

  return (
    <Stack spacing={2} sx={{ pb: 10 }}>
      <Box>
        <Button variant="outlined" startIcon={<AddAPhotoIcon />} onClick={() => setUploadNote(true)}>
          {T.upload}
        </Button>
      </Box>
      {uploadNote && (
        <Alert severity="info" onClose={() => setUploadNote(false)}>
          {T.uploadNotReady}
        </Alert>
      )}
      {section === 'zaehlerschrank' ? (
        <ZaehlerschrankEditor form={form as ZaehlerschrankForm} set={set as Setter<ZaehlerschrankForm>} info={info} />
      ) : (
        <ErdungEditor form={form as ErdungForm} set={set as Setter<ErdungForm>} info={info} />
      )}
      <SaveStatus source={store} />
      <Fab variant="extended" color="secondary" onClick={onDone} sx={{ position: 'fixed', right: 24, bottom: 24 }}>
        <CheckIcon sx={{ mr: 1 }} />
        {T.done}
      </Fab>
    </Stack>
  );
}

function SectionDetail({ companyId, projectId, section }: { companyId: string; projectId: string; section: ElectricSection }) {
  const view = useProject(companyId, projectId);
  const navigate = useNavigate();
  const overview = projectPath(companyId, projectId, 'elektrik');
  // SPEC §2: back returns to the overview on the tab it came from. Leaving unmounts the editor,
  // which saves what is pending (the journal keeps it until then); the browser's back keeps its
  // own history entry.
  const back = () => navigate(overview, { state: { tab: tabOfSection(section) } });

  return (
    <PageScaffold title={section === 'zaehlerschrank' ? T.zaehlerschrank : T.erdung} onBack={back}>
      <ProjectContent view={view}>
        {(stored) => (
          <Editor key={stored.key} companyId={companyId} section={section} project={stored.project} revision={stored.localUpdatedAt} onDone={back} />
        )}
      </ProjectContent>
    </PageScaffold>
  );
}

export default function ElektrikDetailPage({ companyId, projectId, detail }: ProjectRouteParams) {
  const navigate = useNavigate();
  if (isElectricSection(detail)) return <SectionDetail companyId={companyId} projectId={projectId} section={detail} />;
  const overview = projectPath(companyId, projectId, 'elektrik');
  return (
    <PageScaffold title={T.elektrikDetailTitle} back={overview}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning" sx={{ width: '100%', boxSizing: 'border-box' }}>
          <AlertTitle>{T.unknownTypeTitle}</AlertTitle>
          {T.unknownType(detail ?? '')}
        </Alert>
        <Button variant="contained" onClick={() => navigate(overview)}>
          {T.backToOverview}
        </Button>
      </Stack>
    </PageScaffold>
  );
}
