// The project menu (SPEC §2): header, status, task counter, details, the eight areas and the
// photo collection with its upload dialog and processing overlay; the welcome dialog once.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChecklistIcon from '@mui/icons-material/Checklist';
import CollectionsIcon from '@mui/icons-material/Collections';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import {
  Alert,
  Button,
  Chip,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { MissingList } from '@/components/MissingList';
import { PageScaffold } from '@/components/PageScaffold';
import { ProjectContent } from '@/components/ProjectContent';
import { projectPath, type ProjectPage, type ProjectRouteParams } from '@/domain/app-paths';
import { AREA_PAGES } from '@/domain/area-pages';
import { completedTasks, TASK_TOTAL } from '@/domain/completion';
import { formatDate } from '@/domain/format-date';
import type { Project, ProjectStatus } from '@/domain/project';
import { countShots } from '@/domain/shot-status';
import { COLLECTION_AREA, isUploadArea } from '@/domain/upload-areas';
import { isUuid } from '@/domain/uuid';
import { useDataLayer } from '@/hooks/data-context';
import { markWelcomeSeen } from '@/db/welcome-flag';
import { useWelcomeSeen } from '@/hooks/use-flag';
import { usePhotoCollection } from '@/hooks/use-photo-collection';
import { useProject } from '@/hooks/use-projects';
import { useProjectGaps } from '@/hooks/use-required-shots';
import { useConnection } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { IdCheckError } from '@/sync/id-checks';
import { isLocalStorageFailure } from '@/sync/storage-full-error';
import { InstallHintNote } from '@/components/InstallHintNote';
import { failureText } from '@/sync/ticket-poller';
import { collectionSummary } from './collection-summary';
import { DeleteProject } from './DeleteProject';
import { ExportProject } from './ExportProject';
import { PhotoCollectionDialog } from './PhotoCollectionDialog';
import { overlayView } from './processing-view';
import { ProcessingOverlay } from './ProcessingOverlay';
import { PROJECT_MENU_TEXTS as T } from './texts';
import { WelcomeDialog } from './WelcomeDialog';

const ENTRIES = Object.entries(T.entries) as Array<[ProjectPage, string]>;
const SUCCESS_DELAY_MS = 2000;

/** A menu entry beyond the areas, named by its label and described by its state. */
/**
 * The line an entry's state takes, held while the states load: entries that grow a line once
 * they are known would move the one below away from a finger already on its way to it.
 */
const LOADING_LINE = '\u00a0';
/** The pages whose entries get a state line: those with an area that takes photos and so required shots. */
const SHOT_PAGES = new Set(Object.values(AREA_PAGES).map((area) => area.page));

function IconEntry({ id, icon, label, state, onClick }: { id: string; icon: ReactNode; label: string; state?: string; onClick: () => void }) {
  return (
    <ListItemButton aria-label={label} aria-describedby={state && state !== LOADING_LINE ? `${id}-state` : undefined} onClick={onClick} sx={{ py: 1.5 }}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} secondary={state} slotProps={{ primary: { variant: 'h6', component: 'span' }, secondary: { id: `${id}-state` } }} />
    </ListItemButton>
  );
}

function Menu({ companyId, project }: { companyId: string; project: Project }) {
  const { db, engine, tickets } = useDataLayer();
  const navigate = useNavigate();
  const connection = useConnection();
  const welcomeSeen = useWelcomeSeen(project.id);
  const progress = usePhotoCollection(companyId, project.id);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [alert, setAlert] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  /** Photos of the last collection the quality guard flagged: said at once, decided once they are sorted. */
  const [flaggedInCollection, setFlaggedInCollection] = useState(0);
  const gaps = useProjectGaps(companyId, project.id);
  const done = completedTasks(project);
  /** Flagged photos still in the collection ask on its page; once sorted, their areas ask. */
  const flaggedWaiting = !!gaps?.missing.some((item) => item.kind === 'flagged' && !item.decided && item.area === COLLECTION_AREA);
  // Still in the collection, the flawed photos ask there; sorted already, 'Was fehlt noch?' leads to them.
  const checkFlagged = () => navigate(projectPath(companyId, project.id, flaggedWaiting ? 'fotosammlung' : 'was-fehlt'));
  const checkFlaggedLabel = flaggedWaiting ? T.checkPhotos : T.missing;

  const ticket = progress?.phase === 'ticket' ? progress.ticket : null;
  const ticketOutcome = ticket && (ticket.pollError ? 'poll-error' : ticket.status?.state === 'FAILED' ? 'failed' : ticket.finishedAt ? 'saved' : null);
  useEffect(() => {
    if (!ticket || !ticketOutcome) return;
    const show = () => {
      if (ticketOutcome === 'saved') setAlert({ severity: 'success', text: collectionSummary(ticket.status, ticket.totalImages) });
      else setAlert({ severity: 'error', text: ticketOutcome === 'poll-error' ? (ticket.pollError as string) : failureText(ticket.status) });
      void tickets.dismiss(ticket.ticketId);
    };
    const timer = setTimeout(show, ticketOutcome === 'saved' ? SUCCESS_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [ticket, ticketOutcome, tickets]);

  const saveStatus = (changed: Project) => {
    engine.saveProject(companyId, changed, project.id).catch((error: unknown) => logWarning('Status nicht gespeichert', error));
  };
  // 'Erledigt' with something missing asks first; the choice to close anyway is recorded.
  const changeStatus = (status: ProjectStatus) => {
    if (status === 'ABGESCHLOSSEN' && gaps?.open.length) setConfirmingClose(true);
    else saveStatus({ ...project, status });
  };
  const closeAnyway = () => {
    setConfirmingClose(false);
    saveStatus({ ...project, status: 'ABGESCHLOSSEN', closedDespiteGaps: { at: new Date().toISOString(), open: (gaps?.open ?? []).map((item) => item.key) } });
  };
  const startCollection = (files: File[]) => {
    setAlert(null);
    setFlaggedInCollection(0);
    engine.uploadPhotoCollection(companyId, project.id, files).then(setFlaggedInCollection, (error: unknown) => {
      if ((error instanceof IdCheckError && error.userVisible) || isLocalStorageFailure(error)) setAlert({ severity: 'error', text: error.message });
      else logWarning('Fotosammlung nicht eingereiht', error);
    });
  };
  const cancelCollection = () => {
    if (progress?.phase === 'queued') void engine.discard(progress.entry.id as number);
    if (progress?.phase === 'ticket') void tickets.dismiss(progress.ticket.ticketId);
  };
  // Only while the server answers: a dead connection never holds the menu behind the overlay.
  const collectionOpen = progress && (progress.phase === 'queued' || !ticketOutcome) ? progress : null;

  return (
    <Stack spacing={2}>
      {alert && (
        <Alert severity={alert.severity} onClose={() => setAlert(null)}>
          {alert.text}
        </Alert>
      )}
      {collectionOpen && connection !== 'online' && <Alert severity="info">{T.collectionWaiting[collectionOpen.phase][connection]}</Alert>}
      {flaggedInCollection > 0 && (
        <Alert
          severity="warning"
          role="status"
          onClose={() => setFlaggedInCollection(0)}
          action={
            <Button color="inherit" size="small" onClick={checkFlagged}>
              {checkFlaggedLabel}
            </Button>
          }
        >
          {T.collectionFlagged(flaggedInCollection)}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label={T.status}
            value={project.status}
            onChange={(event) => changeStatus(event.target.value as ProjectStatus)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="OFFEN">{T.statusOpen}</MenuItem>
            <MenuItem value="ABGESCHLOSSEN">{T.statusDone}</MenuItem>
          </TextField>
          <Chip
            color={done === TASK_TOTAL ? 'success' : 'primary'}
            label={T.tasks(done, TASK_TOTAL)}
            aria-label={`${T.tasksLabel}: ${T.tasks(done, TASK_TOTAL)}`}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        </Stack>
        <ListItemButton onClick={() => setDetailsOpen(!detailsOpen)} sx={{ mt: 1, px: 0 }}>
          <ListItemText primary={T.details} />
          {detailsOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </ListItemButton>
        <Collapse in={detailsOpen}>
          <Typography color="text.secondary">{T.createdAt(formatDate(project.createdAt))}</Typography>
        </Collapse>
      </Paper>
      <Paper>
        <List component="nav">
          {ENTRIES.map(([page, label]) => {
            const shots = gaps ? countShots(gaps.shots.filter((state) => AREA_PAGES[state.area].page === page)) : null;
            // A photo with flaws nobody decided on keeps the tick away: it may have to be taken again.
            const undecided = gaps?.open.filter((item) => item.kind === 'flagged' && isUploadArea(item.area) && AREA_PAGES[item.area].page === page).length ?? 0;
            const complete = !!shots?.total && shots.filled === shots.total && !undecided;
            const state = shots && [T.shotsState(shots.filled, shots.total), undecided ? T.undecidedPhotos(undecided) : null].filter(Boolean).join(' · ');
            return (
              // The entry is named by its area alone; the shots' state describes it.
              <ListItemButton
                key={page}
                aria-label={label}
                aria-describedby={shots?.total ? `shots-${page}` : undefined}
                onClick={() => navigate(projectPath(companyId, project.id, page))}
                sx={{ py: 1.5 }}
              >
                <ListItemText
                  primary={label}
                  secondary={!SHOT_PAGES.has(page) ? undefined : shots?.total ? (complete ? T.shotsComplete : state) : shots ? undefined : LOADING_LINE}
                  slotProps={{ primary: { variant: 'h6', component: 'span' }, secondary: { id: `shots-${page}` } }}
                />
                {complete && <CheckCircleIcon color="success" aria-hidden />}
              </ListItemButton>
            );
          })}
          <IconEntry
            id="missing"
            icon={<ChecklistIcon color="secondary" />}
            label={T.missing}
            state={gaps ? (gaps.open.length ? T.missingCount(gaps.open.length) : T.nothingMissing) : LOADING_LINE}
            onClick={() => navigate(projectPath(companyId, project.id, 'was-fehlt'))}
          />
          <IconEntry id="collection" icon={<CollectionsIcon color="secondary" />} label={T.photoCollection} onClick={() => setUploadOpen(true)} />
          {!!gaps?.inCollection && (
            <IconEntry
              id="unsorted"
              icon={<DriveFileMoveIcon color="secondary" />}
              label={T.unsorted}
              state={T.unsortedCount(gaps.inCollection)}
              onClick={() => navigate(projectPath(companyId, project.id, 'fotosammlung'))}
            />
          )}
          {/* Last: appearing with the project, it moves no entry from under a finger. */}
          {isUuid(companyId) && isUuid(project.id) && (
            <IconEntry
              id="history"
              icon={<HistoryIcon color="secondary" />}
              label={T.history}
              state={T.historyState}
              onClick={() => navigate(projectPath(companyId, project.id, 'verlauf'))}
            />
          )}
        </List>
      </Paper>
      {/* Below the entries: it shows once the device's flags are read, and above them it moved an entry from under a tap already on its way. */}
      <InstallHintNote />
      {/* What a customer may ask for: their data, or its deletion (issue 23). New calls, on company paths only. */}
      {isUuid(companyId) && isUuid(project.id) && (
        <>
          <ExportProject companyId={companyId} project={project} />
          <DeleteProject companyId={companyId} project={project} />
        </>
      )}
      {confirmingClose && gaps && (
        <Dialog open onClose={() => setConfirmingClose(false)} fullWidth maxWidth="sm" scroll="paper">
          <DialogTitle>{T.closeWithGaps.title}</DialogTitle>
          <DialogContent dividers>
            <Typography sx={{ mb: 1 }}>{T.closeWithGaps.intro}</Typography>
            <MissingList companyId={companyId} projectId={project.id} items={gaps.missing} onOpen={() => setConfirmingClose(false)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmingClose(false)}>{T.closeWithGaps.cancel}</Button>
            <Button variant="contained" color="warning" onClick={closeAnyway}>
              {T.closeWithGaps.confirm}
            </Button>
          </DialogActions>
        </Dialog>
      )}
      <PhotoCollectionDialog open={uploadOpen} onClose={() => setUploadOpen(false)} onStart={startCollection} />
      {collectionOpen && connection === 'online' && (
        <ProcessingOverlay
          view={overlayView(collectionOpen)}
          onCancel={cancelCollection}
          flagged={{ count: flaggedInCollection, label: checkFlaggedLabel, onCheck: checkFlagged }}
        />
      )}
      {welcomeSeen === false && <WelcomeDialog onConfirm={() => void markWelcomeSeen(db, project.id)} />}
    </Stack>
  );
}

export default function ProjectMenuPage({ companyId, projectId }: ProjectRouteParams) {
  const view = useProject(companyId, projectId);
  const customer = view.stored?.project.customer;
  return (
    <PageScaffold title={T.header(customer?.firstName, customer?.lastName)}>
      <ProjectContent view={view}>{(stored) => <Menu companyId={companyId} project={stored.project} />}</ProjectContent>
    </PageScaffold>
  );
}
