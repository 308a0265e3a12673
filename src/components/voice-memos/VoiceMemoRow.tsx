// One voice memo: play and pause, its length and time, whether it is still on its way, delete.
import DeleteIcon from '@mui/icons-material/Delete';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Chip, CircularProgress, IconButton, ListItem, ListItemText, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@/domain/format-date';
import { formatDuration } from '@/domain/voice-memos';
import type { ShownMemo } from '@/hooks/use-voice-memos';
import { logWarning } from '@/platform/log';
import { COMPONENT_TEXTS } from '../texts';

const T = COMPONENT_TEXTS.voiceMemos;

interface Props {
  memo: ShownMemo;
  name: string;
  load: (memoId: string) => Promise<Blob>;
  onDelete?: () => void;
  onPlayFailed: () => void;
  /** It plays: a warning that it could not be loaded is out of date. */
  onPlaying?: () => void;
}

export function VoiceMemoRow({ memo, name, load, onDelete, onPlayFailed, onPlaying }: Props) {
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  useEffect(
    () => () => {
      audio.current?.pause();
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  const toggle = async () => {
    if (state === 'playing') {
      audio.current?.pause();
      return;
    }
    try {
      if (!audio.current) {
        setState('loading');
        url.current = URL.createObjectURL(memo.recording ?? (await load(memo.id)));
        const element = new Audio(url.current);
        element.addEventListener('play', () => {
          setState('playing');
          onPlaying?.();
        });
        element.addEventListener('pause', () => setState('idle'));
        element.addEventListener('ended', () => setState('idle'));
        audio.current = element;
      }
      await audio.current.play();
    } catch (error) {
      logWarning('Sprachnotiz nicht abgespielt', error);
      setState('idle');
      if (!memo.recording) {
        // Loaded again on the next tap: the connection may be back by then.
        audio.current = null;
        onPlayFailed();
      }
    }
  };

  const playing = state === 'playing';
  return (
    <ListItem
      disableGutters
      secondaryAction={
        onDelete && (
          <IconButton edge="end" aria-label={T.delete(name)} onClick={onDelete} sx={{ width: 48, height: 48 }}>
            <DeleteIcon />
          </IconButton>
        )
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0, pr: onDelete ? 6 : 0 }}>
        <IconButton
          aria-label={playing ? T.pause(name) : T.play(name)}
          onClick={() => void toggle()}
          disabled={state === 'loading'}
          color="primary"
          sx={{ width: 48, height: 48, flexShrink: 0 }}
        >
          {state === 'loading' ? <CircularProgress size={22} /> : playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        {/* Length, time and the waiting mark under the name: on a phone the row has room for one line. */}
        <ListItemText
          primary={name}
          secondary={
            <>
              {T.meta(formatDuration(memo.durationMs), formatDate(memo.recordedAt))}
              {memo.waiting && <Chip size="small" label={T.waiting} sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }} />}
            </>
          }
          slotProps={{ secondary: { component: 'div' } }}
          sx={{ minWidth: 0 }}
        />
      </Stack>
    </ListItem>
  );
}
