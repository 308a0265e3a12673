// elektrik-detail/{type} (SPEC §2): the editor of the meter cabinet or the earthing. Leaving it by
// any way back saves first (locally at once, synced later) and returns to the overview's tab even
// if saving failed; its upload button only says that uploading here is still being built.
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CheckIcon from '@mui/icons-material/Check';
import { Alert, AlertTitle, Box, Button, Fab, Stack } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { ELECTRIC_DEFAULT_QUALITY, withCorrection } from '@/domain/assessment';
import { electricSectionValue, isElectricSection, type ElectricSection } from '@/domain/electric';
import type { Project } from '@/domain/project';
import { useDataLayer } from '@/db/react/data-context';
import { useProject } from '@/db/react/use-projects';
import { logWarning } from '@/platform/log';
import { hasTabState, tabOfSection } from './overview-tab';
import { correctedFields, qualityOf } from '@/domain/electric-values';
import { projectWithEdits, sectionForm, type ErdungForm, type SectionForm, type ZaehlerschrankForm } from '@/domain/electric-form';
import { ErdungEditor, ZaehlerschrankEditor, type FieldInfo, type Setter } from './SectionEditors';
import { ELEKTRIK_TEXTS as T } from './texts';

type Save = () => Promise<void>;

interface EditorProps {
  companyId: string;
  section: ElectricSection;
  project: Project;
  saveRef: RefObject<Save | null>;
  onDone: () => void;
}

function Editor({ companyId, section, project, saveRef, onDone }: EditorProps) {
  const { engine } = useDataLayer();
  const [draft, setDraft] = useState(() => ({ form: sectionForm(section, electricSectionValue(project.electric, section)), changed: [] as string[] }));
  const [uploadNote, setUploadNote] = useState(false);
  const stored = electricSectionValue(project.electric, section);
  const alreadyCorrected = correctedFields(stored);

  // The latest draft and project, for whichever way back the user takes.
  useEffect(() => {
    saveRef.current = async () => {
      if (draft.changed.length === 0) return;
      await engine.saveProject(companyId, projectWithEdits(project, section, draft.form, draft.changed), project.id);
    };
  });

  const set = (field: string, value: unknown) =>
    setDraft((current) => ({ form: { ...current.form, [field]: value } as SectionForm, changed: withCorrection(current.changed, field) }));
  const info: FieldInfo = (field) => ({
    quality: qualityOf(stored[field], stored, ELECTRIC_DEFAULT_QUALITY),
    corrected: alreadyCorrected.includes(field) || draft.changed.includes(field),
  });

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
        <ZaehlerschrankEditor form={draft.form as ZaehlerschrankForm} set={set as Setter<ZaehlerschrankForm>} info={info} />
      ) : (
        <ErdungEditor form={draft.form as ErdungForm} set={set as Setter<ErdungForm>} info={info} />
      )}
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
  const tab = tabOfSection(section);
  const saveRef = useRef<Save | null>(null);
  const leaving = useRef(false);
  // Every way out (the app bar's back, 'Fertig', the browser's back) passes here to save first.
  const action = useRef<string>('PUSH');
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    action.current = historyAction;
    return !leaving.current && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked' || leaving.current) return;
    leaving.current = true;
    const next = blocker.location;
    const save = saveRef.current ?? (async () => undefined);
    void save()
      .catch((error: unknown) => logWarning('Elektrik konnte nicht gespeichert werden', error))
      .finally(() => {
        // SPEC §2: back returns to the overview even if saving failed, on the tab it came from.
        // The browser's back keeps its history entry; every other way back carries the tab.
        if (action.current !== 'POP' && decodeURI(next.pathname) === decodeURI(overview) && !hasTabState(next.state)) {
          blocker.reset();
          navigate(overview, { state: { tab } });
        } else blocker.proceed();
      });
  }, [blocker, navigate, overview, tab]);

  return (
    <PageScaffold title={section === 'zaehlerschrank' ? T.zaehlerschrank : T.erdung} back={overview}>
      <ProjectContent view={view}>
        {(stored) => (
          <Editor
            key={stored.key}
            companyId={companyId}
            section={section}
            project={stored.project}
            saveRef={saveRef}
            onDone={() => navigate(overview, { state: { tab } })}
          />
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
