// The factor list of the check page ('Vorschäden Übersicht' left out); each factor opens its
// detail page and takes itself along as navigation state.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import type { BuildabilityFactor } from '@/domain/buildability';
import { FactorChips } from './FactorChips';
import type { ListedFactor } from './factor-rules';
import { BAUBARKEIT_TEXTS as T } from './texts';

function FactorCard({ factor, onOpen }: { factor: BuildabilityFactor; onOpen: () => void }) {
  return (
    <Card component="li" variant="outlined">
      <CardActionArea onClick={onOpen} aria-label={T.openFactor(factor.titel)} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {factor.titel}
            </Typography>
            <FactorChips factor={factor} />
            {factor.beschreibung && <Typography variant="body2">{factor.beschreibung}</Typography>}
            {factor.empfehlung && (
              <Typography variant="body2" color="text.secondary">
                {`${T.recommendation}: ${factor.empfehlung}`}
              </Typography>
            )}
          </Stack>
          <ChevronRightIcon color="action" aria-hidden />
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function FactorList({ factors, onOpen }: { factors: ListedFactor[]; onOpen: (listed: ListedFactor) => void }) {
  return (
    <Box component="section" aria-labelledby="baubarkeit-factors">
      <Typography id="baubarkeit-factors" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {T.factorsHeading}
      </Typography>
      {factors.length === 0 ? (
        <Typography color="text.secondary">{T.noFactors}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {factors.map((listed) => (
            <FactorCard key={listed.key} factor={listed.factor} onOpen={() => onOpen(listed)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
