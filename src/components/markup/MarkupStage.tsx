// The photo in the editor, fitted, zoomable and pannable, with its marks over it; the pointer
// input on it goes to the chosen tool (use-photo-gestures).
import { Box } from '@mui/material';
import { useImperativeHandle, type Ref, type RefObject } from 'react';
import type { PhotoMark } from '@/domain/photo-marks';
import type { DraftStore } from './draft-store';
import { DraftLayer, MarksLayer } from './MarkLayers';
import { MARKUP_TEXTS } from './texts';
import type { LoadedImage } from './use-loaded-image';
import { usePhotoGestures, type GestureTarget } from './use-photo-gestures';

export interface StageHandle {
  fit: () => void;
}

interface Props {
  image: LoadedImage;
  title: string;
  marks: readonly PhotoMark[];
  draft: DraftStore;
  target: RefObject<GestureTarget>;
  cursor: string;
  ref: Ref<StageHandle>;
}

export function MarkupStage({ image, title, marks, draft, target, cursor, ref }: Props) {
  const { viewport, stage, stageSize, handlers, fit } = usePhotoGestures(image, target);
  useImperativeHandle(ref, () => ({ fit }), [fit]);
  return (
    <Box
      ref={viewport}
      role="img"
      aria-label={MARKUP_TEXTS.photo(title, marks.length)}
      {...handlers}
      // touch-action none: the browser neither scrolls nor zooms the page under a drawing finger.
      sx={{ position: 'relative', flex: 1, minHeight: 0, overflow: 'hidden', bgcolor: 'grey.900', touchAction: 'none', userSelect: 'none', WebkitUserSelect: 'none', WebkitTouchCallout: 'none', cursor }}
    >
      <Box ref={stage} sx={{ position: 'absolute', left: 0, top: 0, width: stageSize.width, height: stageSize.height, transformOrigin: '0 0' }}>
        <img src={image.url} alt="" draggable={false} style={{ display: 'block', width: '100%', height: '100%', pointerEvents: 'none' }} />
        <svg
          viewBox={`0 0 ${image.width} ${image.height}`}
          preserveAspectRatio="none"
          aria-hidden
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', overflow: 'hidden' }}
        >
          <MarksLayer marks={marks} width={image.width} height={image.height} />
          <DraftLayer store={draft} width={image.width} height={image.height} />
        </svg>
      </Box>
    </Box>
  );
}
