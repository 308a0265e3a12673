// Vorschäden (SPEC §2, §4, §7, §8): detected and manual damages with their areas, the add field,
// delete for manual entries after a confirmation. Entries added or deleted offline sync later.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useNavigate } from 'react-router-dom';
import { PageScaffold } from '@/components/PageScaffold';
import { damagesCacheKey } from '@/db/cache-store';
import { useDataLayer } from '@/hooks/data-context';
import { useDamageOutbox } from '@/hooks/use-damage-outbox';
import { useServerResource } from '@/hooks/use-server-resource';
import { API_PATHS } from '@/api/paths';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import { manualDamage, roofListedDamages, type Kategorie, type Vorschaden } from '@/domain/vorschaden';
import { useStoredProject } from '@/hooks/use-projects';
import { logWarning } from '@/platform/log';
import { tabOfElement } from '@/domain/roof';
import { ROOF_ELEMENT_LABELS } from '@/domain/value-labels';
import { AddDamageForm } from './AddDamageForm';
import { DamageCard } from './DamageCard';
import { VORSCHAEDEN_TEXTS as T } from './texts';

export default function VorschaedenPage({ companyId, projectId }: ProjectRouteParams) {
  const { engine } = useDataLayer();
  const navigate = useNavigate();
  // SPEC §7: a non-OK answer gives an empty list.
  const server = useServerResource<Vorschaden[]>(damagesCacheKey(companyId, projectId), (api) =>
    api.json<Vorschaden[]>('GET', API_PATHS.vorschaeden(companyId, projectId)).catch((error: unknown) => {
      logWarning('Vorschäden nicht geladen', error);
      return [];
    }),
  );
  const outbox = useDamageOutbox(companyId, projectId);
  const [confirming, setConfirming] = useState<Vorschaden | null>(null);

  const shown = outbox.listed(server.value ?? []);
  // Damages listed on the roof are damages too; they are changed where they were entered.
  const onRoof = roofListedDamages(useStoredProject(companyId, projectId)?.project.roof, shown.map(({ damage }) => damage));
  const refused = outbox.deletes.find((entry) => entry.lastError && entry.lastError.status > 0);

  const add = (text: string, kategorie: Kategorie, schweregrad: string) => {
    const damage = manualDamage(crypto.randomUUID(), text, kategorie, schweregrad);
    if (damage) engine.addManualDamage(companyId, projectId, damage).catch((error: unknown) => logWarning('Vorschaden nicht angelegt', error));
  };
  const remove = (damage: Vorschaden) => {
    setConfirming(null);
    engine.deleteDamage(companyId, projectId, damage.id, damage.kurzbeschreibung).catch((error: unknown) => logWarning('Vorschaden nicht gelöscht', error));
  };

  return (
    <PageScaffold title={T.vorschaedenTitle} back={projectPath(companyId, projectId)}>
      <Stack spacing={3}>
        <Typography color="text.secondary">{T.intro}</Typography>
        <AddDamageForm companyId={companyId} projectId={projectId} onAdd={add} />
        {refused && (
          <Alert
            severity="error"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" onClick={() => void engine.retry(refused.id as number)}>
                  {T.retry}
                </Button>
                <Button color="inherit" onClick={() => void engine.discard(refused.id as number)}>
                  {T.discard}
                </Button>
              </Stack>
            }
          >
            {T.deleteFailed}
          </Alert>
        )}
        {server.value === undefined && <Typography>{T.loading}</Typography>}
        {server.value === null && !server.loading && <Alert severity="info">{T.offlineNeverLoaded}</Alert>}
        {server.value !== undefined && !shown.length && !onRoof.length && server.value !== null && <Typography color="text.secondary">{T.empty}</Typography>}
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={T.vorschaedenTitle}>
          {shown.map(({ damage, waiting }) => (
            <li key={damage.id}>
              <DamageCard
                damage={damage}
                waiting={waiting}
                onOpen={() => navigate(projectPath(companyId, projectId, 'vorschaeden-detail', damage.id), { state: { damage } })}
                onDelete={() => setConfirming(damage)}
              />
            </li>
          ))}
          {onRoof.map((damage) => (
            <li key={damage.id}>
              <DamageCard
                damage={damage}
                waiting={false}
                onOpen={() => navigate(projectPath(companyId, projectId, 'dach-detail', 'hindernisse'), { state: { label: ROOF_ELEMENT_LABELS.hindernisse, tab: tabOfElement('hindernisse') } })}
              />
            </li>
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={T.deleteTitle}
        message={T.deleteConfirm}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && remove(confirming)}
      />
    </PageScaffold>
  );
}
