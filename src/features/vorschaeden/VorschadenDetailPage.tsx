// vorschaeden-detail/{detailId} (SPEC §2, §7, §8): one damage, from navigation state or loaded
// from the server, with the built-in background text for its type; 'Schaden nicht gefunden'.
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { API_PATHS } from '@/api/paths';
import { PageScaffold } from '@/components/PageScaffold';
import { useImageUrl } from '@/components/use-image-url';
import { cacheKey } from '@/db/cache-store';
import { useServerResource } from '@/hooks/use-server-resource';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { DAMAGE_AREA_LABELS } from '@/domain/value-labels';
import { damagePhotoUrls, isManualDamage, type Vorschaden } from '@/domain/vorschaden';
import { damageTypeOf } from './damage-list';
import { VORSCHAEDEN_TEXTS } from './texts';

const T = VORSCHAEDEN_TEXTS.detail;

function Photo({ url, name }: { url: string; name: string }) {
  const loaded = useImageUrl(url);
  if (loaded.state === 'loading') return <CircularProgress size={28} aria-hidden />;
  if (loaded.state === 'failed') return null;
  return <Box component="img" src={loaded.url} alt={name} sx={{ width: '100%', borderRadius: 2 }} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack spacing={0.5} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h2" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Builtin({ type }: { type: string }) {
  const text = VORSCHAEDEN_TEXTS.types[type];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {text.title}
        </Typography>
        <Section title={T.background}>
          <Typography>{text.text}</Typography>
        </Section>
        <Section title={T.whatToDo}>
          <Typography>{text.action}</Typography>
        </Section>
      </Stack>
    </Paper>
  );
}

function DamageView({ damage }: { damage: Vorschaden }) {
  const manual = isManualDamage(damage);
  const description = damage.details?.detaillierteBeschreibung || damage.details?.beschreibung || damage.kurzbeschreibung;
  const photos = damagePhotoUrls(damage);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          {manual ? damage.kurzbeschreibung : damage.titel}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip color="primary" label={DAMAGE_AREA_LABELS[damage.kategorie] ?? damage.kategorie} />
          <Chip variant="outlined" label={VORSCHAEDEN_TEXTS.severity(damage.schweregrad)} />
          <Chip variant="outlined" label={VORSCHAEDEN_TEXTS.status(damage.status)} />
          <Chip variant="outlined" label={manual ? VORSCHAEDEN_TEXTS.manual : VORSCHAEDEN_TEXTS.detected} />
        </Stack>
        {description && (
          <Section title={T.description}>
            <Typography>{description}</Typography>
          </Section>
        )}
        {damage.details?.empfohleneBehandlung && (
          <Section title={T.treatment}>
            <Typography>{damage.details.empfohleneBehandlung}</Typography>
          </Section>
        )}
        {(damage.erkannteElemente?.length ?? 0) > 0 && (
          <Section title={T.elements}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {damage.erkannteElemente?.map((element) => <Chip key={element} size="small" label={element} />)}
            </Stack>
          </Section>
        )}
        {photos.length > 0 && (
          <Section title={T.photos}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
              {photos.map((url, index) => (
                <Photo key={url} url={url} name={T.photo(index + 1, photos.length)} />
              ))}
            </Box>
          </Section>
        )}
      </Stack>
    </Paper>
  );
}

export default function VorschadenDetailPage({ companyId, projectId, detail = '' }: ProjectRouteParams) {
  const navigate = useNavigate();
  const passed = (useLocation().state as { damage?: Vorschaden } | null)?.damage ?? null;
  const loaded = useServerResource<Vorschaden | null>(cacheKey('vorschaden', detail), (api) =>
    passed
      ? Promise.resolve(passed)
      : api.json<Vorschaden>('GET', API_PATHS.vorschaden(detail)).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
  );
  const damage = passed ?? loaded.value ?? null;
  const type = damageTypeOf(damage, detail);
  const back = projectPath(companyId, projectId, 'vorschaeden');
  const settled = loaded.value !== undefined && !loaded.loading;

  return (
    <PageScaffold title={VORSCHAEDEN_TEXTS.vorschadenDetailTitle} back={back}>
      <Stack spacing={3}>
        {damage && <DamageView damage={damage} />}
        {!damage && !settled && <Typography>{T.loading}</Typography>}
        {!damage && settled && !type && (
          <Alert severity="warning" action={<Button onClick={() => navigate(back)}>{T.backToList}</Button>}>
            {T.notFound}
          </Alert>
        )}
        {type && <Builtin type={type} />}
      </Stack>
    </PageScaffold>
  );
}
