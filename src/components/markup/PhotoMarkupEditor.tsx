// 'Markieren': a full-screen editor to draw on a photo (pen, arrow, circle, rectangle, text; three
// colours; eraser, undo, redo; pinch-zoom and pan). The photo itself is never changed: the marks
// come back as data, with a rendered copy for display and the protocol.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, CircularProgress, Dialog, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MARKS_MAX, type MarkColor, type PhotoMark } from '@/domain/photo-marks';
import { useAskBeforeUnload } from '@/hooks/use-ask-before-unload';
import { logWarning } from '@/platform/log';
import { useBackCloses } from '../BackStack';
import { DiscardDialog } from './DiscardDialog';
import { renderMarkedCopy } from './draw-marks';
import { newMarkId, type MarkTool } from './mark-tools';
import { MarkupStage, type StageHandle } from './MarkupStage';
import { MarkupToolbar } from './MarkupToolbar';
import { TextMarkDialog } from './TextMarkDialog';
import { MARKUP_TEXTS } from './texts';
import { useLoadedImage } from './use-loaded-image';
import { useMarkHistory } from './use-mark-history';
import { useToolTarget, type TextRequest } from './use-tool-target';

const T = MARKUP_TEXTS;
const CURSORS: Record<MarkTool, string> = { pen: 'crosshair', arrow: 'crosshair', ellipse: 'crosshair', rect: 'crosshair', text: 'text', eraser: 'pointer' };

interface Props {
  /** Same-origin or a blob: URL: the marked copy is drawn from it on a canvas. */
  imageUrl: string;
  title: string;
  /** The marks saved before; read when the editor opens. */
  initial: readonly PhotoMark[];
  /** The marks and the photo drawn with them (JPEG). The editor stays open until the caller closes it. */
  onSave: (marks: PhotoMark[], rendered: Blob) => void;
  onClose: () => void;
}

function BarButton({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function PhotoMarkupEditor({ imageUrl, title, initial, onSave, onClose }: Props) {
  const loaded = useLoadedImage(imageUrl);
  const image = loaded.state === 'ready' ? loaded.image : null;
  const history = useMarkHistory(initial);
  const [tool, setTool] = useState<MarkTool>('pen');
  const [color, setColor] = useState<MarkColor>('rot');
  const [textRequest, setTextRequest] = useState<TextRequest | null>(null);
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'warning' | 'error'; text: string } | null>(null);
  const stage = useRef<StageHandle>(null);
  const titleId = useId();
  const { target, draft } = useToolTarget({
    tool,
    color,
    aspect: image ? image.width / image.height : 1,
    marks: history.marks,
    change: history.change,
    revert: history.revert,
    onText: setTextRequest,
    onFull: () => setNotice({ severity: 'warning', text: T.tooMany(MARKS_MAX) }),
  });

  // A reload or a closed tab asks too: the browser's own question, as no page can ask its own then.
  useAskBeforeUnload(history.dirty);
  // Escape and the close button ask before unsaved marks go.
  const requestClose = () => {
    if (saving) return;
    if (history.dirty) setAsking(true);
    else onClose();
  };
  // Back closes the question if it is open, otherwise it is the close button.
  useBackCloses(true, () => (asking ? setAsking(false) : requestClose()));

  const save = async () => {
    if (!image) return;
    const marks = history.marks;
    setSaving(true);
    setNotice(null);
    try {
      const rendered = await renderMarkedCopy(image.element, marks);
      history.markSaved(marks);
      onSave(marks, rendered);
    } catch (error) {
      logWarning('Markiertes Foto konnte nicht erstellt werden', error);
      setNotice({ severity: 'error', text: T.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  const finishText = (request: TextRequest, typed: string) => {
    setTextRequest(null);
    const text = typed.trim();
    const { mark } = request;
    if (mark) {
      // Emptied, a text mark goes: what else could an empty text mean.
      history.change(request.gesture, (marks) => (text ? marks.map((each) => (each === mark ? { ...mark, text } : each)) : marks.filter((each) => each !== mark)));
    } else if (text) {
      history.change(request.gesture, (marks) => (marks.length >= MARKS_MAX ? marks : [...marks, { kind: 'text', id: newMarkId(), color, at: request.at, text }]));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key.toLowerCase();
    if (!(event.ctrlKey || event.metaKey) || (key !== 'z' && key !== 'y')) return;
    // In a text field the keys undo typing, not marks.
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    if (key === 'y' || event.shiftKey) history.redo();
    else history.undo();
  };

  return (
    <Dialog open fullScreen onClose={requestClose} aria-labelledby={titleId} onKeyDown={onKeyDown} slotProps={{ paper: { sx: { display: 'flex', flexDirection: 'column', overflow: 'hidden' } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, px: 1, pb: 0.5, pt: 'max(4px, env(safe-area-inset-top))', borderBottom: 1, borderColor: 'divider' }}>
        <BarButton label={T.close} onClick={requestClose}>
          <CloseIcon />
        </BarButton>
        {/* On a phone the buttons need the room; the title still names the dialog. */}
        <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0, visibility: { xs: 'hidden', sm: 'visible' } }}>
          {T.title(title)}
        </Typography>
        <BarButton label={T.undo} disabled={!history.canUndo} onClick={history.undo}>
          <UndoIcon />
        </BarButton>
        <BarButton label={T.redo} disabled={!history.canRedo} onClick={history.redo}>
          <RedoIcon />
        </BarButton>
        <BarButton label={T.fit} disabled={!image} onClick={() => stage.current?.fit()}>
          <FitScreenIcon />
        </BarButton>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!image || saving}
          aria-busy={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : <CheckIcon />}
          sx={{ ml: 0.5, flexShrink: 0 }}
        >
          {T.save}
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ borderRadius: 0 }}>
          {notice.text}
        </Alert>
      )}
      {image ? (
        <MarkupStage ref={stage} image={image} title={title} marks={history.marks} draft={draft} target={target} cursor={CURSORS[tool]} />
      ) : (
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.900' }}>
          {loaded.state === 'failed' ? <Alert severity="error">{T.loadFailed}</Alert> : <CircularProgress aria-label={T.loading} sx={{ color: 'grey.300' }} />}
        </Box>
      )}
      <MarkupToolbar tool={tool} color={color} onTool={setTool} onColor={setColor} />
      {textRequest && <TextMarkDialog initial={textRequest.mark?.text ?? ''} onDone={(text) => finishText(textRequest, text)} onCancel={() => setTextRequest(null)} />}
      {asking && (
        <DiscardDialog
          onKeep={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
