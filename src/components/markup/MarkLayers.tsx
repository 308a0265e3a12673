// The marks as SVG over the photo in the editor, in the photo's own pixels (the viewBox), so they
// stay sharp when zoomed and match the marked copy drawn from the same geometry.
import { memo, useSyncExternalStore } from 'react';
import { MARK_COLORS, MARK_EDGE, markSizes, textLines, type PhotoMark } from '@/domain/photo-marks';
import type { DraftStore } from './draft-store';
import { MARK_FONT, MARK_FONT_WEIGHT, markPaths } from './mark-geometry';

interface ShapeProps {
  mark: PhotoMark;
  width: number;
  height: number;
}

const MarkShape = memo(function MarkShape({ mark, width, height }: ShapeProps) {
  const sizes = markSizes(width, height);
  const color = MARK_COLORS[mark.color];
  if (mark.kind === 'text') {
    const [x, y] = [mark.at[0] * width, mark.at[1] * height];
    const lines = (
      <>
        {textLines(mark.text).map((line, index) => (
          <tspan key={index} x={x} y={y + index * sizes.lineHeight}>
            {line}
          </tspan>
        ))}
      </>
    );
    const font = { fontFamily: MARK_FONT, fontWeight: MARK_FONT_WEIGHT, fontSize: sizes.font, dominantBaseline: 'central', xmlSpace: 'preserve' } as const;
    return (
      <g>
        <text {...font} fill="none" stroke={MARK_EDGE} strokeWidth={2 * sizes.textEdge} strokeLinejoin="round">
          {lines}
        </text>
        <text {...font} fill={color}>
          {lines}
        </text>
      </g>
    );
  }
  const { line, head } = markPaths(mark, width, height, sizes);
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={line} stroke={MARK_EDGE} strokeWidth={sizes.line + 2 * sizes.edge} />
      {head && <path d={head} stroke={MARK_EDGE} strokeWidth={2 * sizes.edge} />}
      <path d={line} stroke={color} strokeWidth={sizes.line} />
      {head && <path d={head} fill={color} />}
    </g>
  );
});

export const MarksLayer = memo(function MarksLayer({ marks, width, height }: { marks: readonly PhotoMark[]; width: number; height: number }) {
  return marks.map((mark) => <MarkShape key={mark.id} mark={mark} width={width} height={height} />);
});

/** The mark being drawn: the only part that redraws while a finger moves. */
export function DraftLayer({ store, width, height }: { store: DraftStore; width: number; height: number }) {
  const draft = useSyncExternalStore(store.subscribe, store.get);
  return draft && <MarkShape mark={draft} width={width} height={height} />;
}
