// dach-flaeche/{faceId} (issue 25): the editor of one roof face; back to the outer roof's tab.
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '@/components/BackStack';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageScaffold } from '@/components/PageScaffold';
import { useInvalidFields } from '@/components/use-invalid-fields';
import { ProjectContent } from '@/components/ProjectContent';
import { useDataLayer } from '@/hooks/data-context';
import { useProject } from '@/hooks/use-projects';
import { usePvSettings } from '@/hooks/use-pv-settings';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { faceOf, withoutFace } from '@/domain/pv/face-edits';
import { planOneFace } from '@/domain/pv/pv-plan';
import { faceTitle } from '@/domain/pv/pv-texts';
import { logWarning } from '@/platform/log';
import { FaceEditor } from './faces/FaceEditor';
import { FACE_TEXTS as T } from './faces/texts';

export default function DachFlaechePage({ companyId, projectId, detail }: ProjectRouteParams) {
  const navigate = useNavigate();
  const { engine } = useDataLayer();
  const view = useProject(companyId, projectId);
  const settings = usePvSettings(companyId);
  const [asking, setAsking] = useState(false);
  const invalidFields = useInvalidFields();
  // A face being deleted takes what was typed with it: no question about leaving it unsaved.
  const removing = useRef(false);
  const leaving = useLeaveGuard((from, to) => invalidFields.any && !removing.current && from.pathname !== to.pathname);
  const faceId = detail ?? '';
  // Leaving unmounts the editor, which saves what is pending; the journal keeps it until then.
  const back = () => navigate(projectPath(companyId, projectId, 'dach'), { state: { tab: 1 } });
  const remove = () => {
    setAsking(false);
    removing.current = true;
    engine.updateProject(companyId, projectId, (current) => ({ ...current, roof: withoutFace(current.roof, faceId) })).catch((error: unknown) => logWarning(T.saveFailed, error));
    back();
  };
  return (
    <PageScaffold title={T.editorTitle} onBack={back}>
      <ProjectContent view={view}>
        {(stored) => {
          const face = faceOf(stored.project.roof, faceId);
          if (!face)
            return (
              <Alert severity="warning" action={<Button onClick={back}>{T.backToRoof}</Button>}>
                {T.unknownFace}
              </Alert>
            );
          return (
            <>
              <FaceEditor
                key={stored.key}
                companyId={companyId}
                project={stored.project}
                revision={stored.localUpdatedAt}
                faceId={faceId}
                settings={settings}
                invalidFields={invalidFields}
                footer={
                  <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setAsking(true)} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
                    {T.remove}
                  </Button>
                }
              />
              <ConfirmDialog open={asking} title={T.removeQuestion(faceTitle(planOneFace(stored.project.roof, face, settings)))} message={T.removeText} confirmLabel={T.confirmRemove} onConfirm={remove} onCancel={() => setAsking(false)} />
            </>
          );
        }}
      </ProjectContent>
      <ConfirmDialog open={!!leaving} message={T.leaveInvalid} confirmLabel={T.leave} onConfirm={() => leaving?.proceed()} onCancel={() => leaving?.stay()} />
    </PageScaffold>
  );
}
