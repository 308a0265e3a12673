// A pad to sign on with a finger or a pen (pointer events, issue 22): strokes follow the pointer,
// the page does not scroll under it, and every finished stroke hands the signature on as a PNG.
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { PROTOKOLL_TEXTS } from './texts';

const T = PROTOKOLL_TEXTS.signing;
const HEIGHT = 200;
/** Ink (CSS px of strokes) a signature needs: a tap or a stray touch is not one. */
const MIN_INK = 60;

export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<number | null>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const ink = useRef(0);

  // Sharp on a high-density screen: the canvas has as many pixels as the screen shows.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const scale = window.devicePixelRatio || 1;
    element.width = element.clientWidth * scale;
    element.height = HEIGHT * scale;
    const context = element.getContext('2d');
    context?.scale(scale, scale);
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const pen = () => {
    const context = canvas.current?.getContext('2d');
    if (context) {
      context.lineWidth = 2.5;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.strokeStyle = '#102a43';
    }
    return context;
  };

  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = event.pointerId;
    const context = pen();
    const { x, y } = point(event);
    last.current = { x, y };
    context?.beginPath();
    context?.moveTo(x, y);
    context?.lineTo(x + 0.1, y + 0.1);
    context?.stroke();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== event.pointerId) return;
    const context = pen();
    const { x, y } = point(event);
    if (last.current) ink.current += Math.hypot(x - last.current.x, y - last.current.y);
    last.current = { x, y };
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== event.pointerId) return;
    drawing.current = null;
    onChange(ink.current >= MIN_INK ? (canvas.current?.toDataURL('image/png') ?? null) : null);
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    ink.current = 0;
    onChange(null);
  };

  return (
    <Stack spacing={0.5}>
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-label={T.pad}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        sx={{ width: '100%', height: HEIGHT, border: 2, borderColor: 'grey.400', borderStyle: 'dashed', borderRadius: 2, bgcolor: 'common.white', touchAction: 'none', cursor: 'crosshair' }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          {T.padHint}
        </Typography>
        <Button size="small" onClick={clear}>
          {T.clear}
        </Button>
      </Stack>
    </Stack>
  );
}
