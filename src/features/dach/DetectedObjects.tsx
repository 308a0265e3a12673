// Photos of the outer roof with the objects the analysis found drawn over them as labelled boxes.
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useImageUrl } from '@/components/use-image-url';
import type { Detection, ImageRef } from '@/domain/image';
import { DACH_TEXTS } from './texts';

const T = DACH_TEXTS.detectedObjects;

function AnnotatedImage({ image, detections }: { image: ImageRef; detections: Detection[] }) {
  const loaded = useImageUrl(image.url);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={T.image(image.originalName)}>
      <Box sx={{ position: 'relative', width: '100%', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200', minHeight: 120 }}>
        {loaded.state === 'ready' ? (
          <Box component="img" src={loaded.url} alt={image.originalName} sx={{ display: 'block', width: '100%', height: 'auto' }} />
        ) : loaded.state === 'loading' ? (
          <CircularProgress sx={{ m: 4 }} aria-hidden />
        ) : null}
        {loaded.state === 'ready' &&
          detections.map((detection, index) => (
            <Box
              key={index}
              role="note"
              aria-label={T.box(detection.label, detection.confidence ?? null)}
              sx={{
                position: 'absolute',
                left: `${detection.box.x * 100}%`,
                top: `${detection.box.y * 100}%`,
                width: `${detection.box.width * 100}%`,
                height: `${detection.box.height * 100}%`,
                border: 3,
                borderColor: 'secondary.main',
                borderRadius: 1,
              }}
            >
              <Typography
                component="span"
                variant="caption"
                sx={{ position: 'absolute', top: -3, left: -3, transform: 'translateY(-100%)', bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 0.5, whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                {T.box(detection.label, detection.confidence ?? null)}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
}

export function DetectedObjects({ images, detections }: { images: ImageRef[]; detections: Detection[] }) {
  const annotated = images.filter((image) => detections.some((detection) => detection.imageId === image.id));
  if (!annotated.length) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {T.title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 2 }}>
        {annotated.map((image) => (
          <AnnotatedImage key={image.id} image={image} detections={detections.filter((detection) => detection.imageId === image.id)} />
        ))}
      </Box>
    </Stack>
  );
}
