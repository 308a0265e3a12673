// One damage in the list: title, short text, area, severity, whether the AI found it or the
// user entered it (here or on the roof), its sync state, and delete for manual entries only.
import DeleteIcon from '@mui/icons-material/Delete';
import { Card, CardActionArea, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import { DAMAGE_AREA_LABELS } from '@/domain/value-labels';
import { isManualDamage, isRoofListedDamage, type Vorschaden } from '@/domain/vorschaden';
import { VORSCHAEDEN_TEXTS as T } from './texts';

interface Props {
  damage: Vorschaden;
  waiting: boolean;
  onOpen: () => void;
  /** Absent where the damage is changed elsewhere (on the roof). */
  onDelete?: () => void;
}

export function DamageCard({ damage, waiting, onOpen, onDelete }: Props) {
  const manual = isManualDamage(damage);
  const deletable = manual && onDelete !== undefined;
  return (
    <Card variant="outlined" sx={{ position: 'relative' }}>
      <CardActionArea onClick={onOpen} aria-label={T.open(damage.kurzbeschreibung || damage.titel)}>
        <CardContent sx={{ pr: deletable ? 7 : 2 }}>
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {manual ? damage.kurzbeschreibung : damage.titel}
            </Typography>
            {!manual && damage.kurzbeschreibung && (
              <Typography variant="body2" color="text.secondary">
                {damage.kurzbeschreibung}
              </Typography>
            )}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip size="small" color="primary" label={DAMAGE_AREA_LABELS[damage.kategorie] ?? damage.kategorie} />
              <Chip size="small" variant="outlined" label={T.severity(damage.schweregrad)} />
              <Chip size="small" variant="outlined" label={isRoofListedDamage(damage) ? T.onRoof : manual ? T.manual : T.detected} />
              {waiting && <Chip size="small" color="secondary" label={T.waiting} />}
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
      {deletable && (
        <IconButton aria-label={T.delete(damage.kurzbeschreibung)} onClick={onDelete} sx={{ position: 'absolute', top: 8, right: 8 }}>
          <DeleteIcon />
        </IconButton>
      )}
    </Card>
  );
}
