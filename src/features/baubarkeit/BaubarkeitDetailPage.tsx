// Baubarkeitsfaktor detail (SPEC §2): the factor from navigation state, else from the stored
// assessment, else a built-in explanation (dachstatik, abstandsflächen, denkmalschutz,
// nachbarrecht), else the SPEC §8 message. Back returns to the check page; a link leads to the
// screen where the factor's inputs are captured.
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { PageScaffold } from '@/components/PageScaffold';
import { projectPath, type ProjectRouteParams } from '@/domain/app-paths';
import type { BuildabilityFactor } from '@/domain/buildability';
import { capturePlace } from '@/domain/factor-capture';
import { FactorChips } from './FactorChips';
import { resolveDetail, stateFactor, type FallbackFactor } from './factor-rules';
import { BAUBARKEIT_TEXTS as T } from './texts';
import { useStoredAssessment } from './use-stored-assessment';

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function CaptureLink({ factor, companyId, projectId }: { factor: BuildabilityFactor; companyId: string; projectId: string }) {
  const place = capturePlace(factor);
  if (!place) return null;
  const label = T.detail.places[place.detail ?? place.page] ?? T.detail.places[place.page];
  return (
    <Button
      component={RouterLink}
      to={projectPath(companyId, projectId, place.page, place.detail)}
      state={place.tab === undefined ? undefined : { tab: place.tab }}
      variant="contained"
      startIcon={<EditIcon />}
      sx={{ alignSelf: 'flex-start', minHeight: 44 }}
    >
      {T.detail.capture(label)}
    </Button>
  );
}

function FactorView({ factor, companyId, projectId }: { factor: BuildabilityFactor; companyId: string; projectId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <FactorChips factor={factor} />
        <Section heading={T.detail.description}>
          <Typography>{factor.beschreibung}</Typography>
        </Section>
        {factor.empfehlung && (
          <Section heading={T.detail.recommendation}>
            <Typography>{factor.empfehlung}</Typography>
          </Section>
        )}
        {factor.regel && (
          <Section heading={T.detail.rule}>
            <Typography>{factor.regel}</Typography>
          </Section>
        )}
        {(factor.werte?.length ?? 0) > 0 && (
          <Section heading={T.detail.values}>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {factor.werte?.map((value) => (
                <Typography component="li" key={value}>
                  {value}
                </Typography>
              ))}
            </Box>
          </Section>
        )}
        <CaptureLink factor={factor} companyId={companyId} projectId={projectId} />
      </Stack>
    </Paper>
  );
}

function FallbackView({ fallback }: { fallback: FallbackFactor }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {T.detail.generalNote}
        </Typography>
        <Typography>{fallback.beschreibung}</Typography>
        <Section heading={T.detail.checks}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {fallback.checks.map((check) => (
              <Typography component="li" key={check} sx={{ mb: 0.5 }}>
                {check}
              </Typography>
            ))}
          </Box>
        </Section>
      </Stack>
    </Paper>
  );
}

export default function BaubarkeitDetailPage({ companyId, projectId, detail = '' }: ProjectRouteParams) {
  const location = useLocation();
  const navigate = useNavigate();
  const back = projectPath(companyId, projectId, 'baubarkeits-check');
  const fromState = stateFactor(location.state);
  const stored = useStoredAssessment(companyId, projectId, !!fromState);
  const content = stored === undefined ? null : resolveDetail(detail, location.state, stored);
  const title =
    content?.kind === 'factor' ? content.factor.titel : content?.kind === 'fallback' ? content.fallback.titel : T.baubarkeitDetailTitle;
  return (
    <PageScaffold title={title} back={back}>
      {content?.kind === 'factor' && <FactorView factor={content.factor} companyId={companyId} projectId={projectId} />}
      {content?.kind === 'fallback' && <FallbackView fallback={content.fallback} />}
      {content?.kind === 'missing' && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {T.detailNotFound}
          </Alert>
          <Button variant="outlined" onClick={() => navigate(back)}>
            {T.detail.backToCheck}
          </Button>
        </Stack>
      )}
    </PageScaffold>
  );
}
