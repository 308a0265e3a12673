// The editor of one roof face (issue 25): every change saved on this device at once, the layout
// and yield beside the inputs so the surveyor sees what the face carries while still on the roof.
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { SaveStatus } from '@/components/SaveStatus';
import { SectionPaper } from '@/components/SectionPaper';
import type { InvalidFields } from '@/components/use-invalid-fields';
import { useProjectForm } from '@/hooks/use-project-form';
import { planOneFace, roofTypeSlope } from '@/domain/pv/pv-plan';
import type { PvSettings } from '@/domain/pv/pv-settings';
import { faceTitle, formatDegrees, PV_TEXTS } from '@/domain/pv/pv-texts';
import { FACE_LIMITS, SHADING_CAUSES, SHADING_LEVELS, type RoofFace } from '@/domain/pv/roof-face';
import type { Project } from '@/domain/project';
import { allObstacles } from '@/domain/roof';
import { isLengthUnit } from '@/domain/units';
import { MeasureField } from '../MeasureField';
import { roofFaceForm } from './face-form';
import { FaceResult } from './FaceResult';
import { NumberField } from '@/components/NumberField';
import { OrientationField } from './OrientationField';
import { ToggleChips } from './ToggleChips';
import { FACE_TEXTS as T } from './texts';

type Length = NonNullable<RoofFace['ridgeLength']>;
const measurement = (length: Length | undefined) => ({ wert: length?.wert ?? null, einheit: isLengthUnit(length?.einheit) ? length.einheit : ('m' as const) });

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

interface Props {
  companyId: string;
  project: Project;
  revision: string;
  faceId: string;
  settings: PvSettings;
  footer: ReactNode;
  /** Fields holding text that is not saved; the page asks before it is left while there are any. */
  invalidFields: InvalidFields;
}

export function FaceEditor({ companyId, project, revision, faceId, settings, footer, invalidFields }: Props) {
  const [model] = useState(() => roofFaceForm(faceId));
  const { store, form } = useProjectForm(model, companyId, project.id, project, revision, T.saveFailed);
  const { any: invalid, report } = invalidFields;
  const [obstacle, setObstacle] = useState('');
  const face = form.face;
  if (!face) return null;
  const edit = (change: Partial<RoofFace>, now = false) => store.edit('face', { ...face, ...change }, now);
  const roofSlope = roofTypeSlope(project.roof);
  const plan = planOneFace(project.roof, face, settings);
  const obstacles = [...new Set([...allObstacles(project.roof), ...(face.obstacles ?? [])])];
  const addObstacle = () => {
    const name = obstacle.trim();
    if (name && !face.obstacles?.includes(name)) edit({ obstacles: [...(face.obstacles ?? []), name] }, true);
    setObstacle('');
  };
  return (
    <Stack spacing={2.5} onFocus={() => store.focus('face')} onBlur={() => store.blur('face')}>
      <SectionPaper title={T.details}>
        <Stack spacing={3}>
          <TextField
            label={T.name}
            value={face.name}
            // Unnamed, the face goes by its place in the list, which the empty field shows.
            placeholder={faceTitle(plan)}
            onChange={(event) => edit({ name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 }, inputLabel: { shrink: true } }}
            fullWidth
          />
          <Part title={T.orientation}>
            <OrientationField value={face.azimuthDeg} onChange={(azimuthDeg) => edit({ azimuthDeg }, true)} reportInvalid={report('azimuth')} />
          </Part>
          <Part title={T.slope}>
            <RadioGroup
              value={face.slopeSource === 'gemessen' ? 'gemessen' : 'dachtyp'}
              onChange={(event) => edit({ slopeSource: event.target.value as 'dachtyp' | 'gemessen' }, true)}
            >
              <FormControlLabel value="dachtyp" control={<Radio />} label={roofSlope === null ? T.slopeRoofTypeUnknown : T.slopeFromRoofType(formatDegrees(roofSlope))} />
              <FormControlLabel value="gemessen" control={<Radio />} label={T.slopeMeasured} />
            </RadioGroup>
            {face.slopeSource === 'gemessen' && (
              <NumberField label={T.slopeValue} value={face.slopeDeg} min={0} max={90} errorText={T.slopeError} onValue={(slopeDeg) => edit({ slopeDeg })} reportInvalid={report('slope')} fullWidth />
            )}
          </Part>
          <Part title={T.size}>
            <MeasureField label={T.ridgeLength} value={measurement(face.ridgeLength)} maxM={FACE_LIMITS.ridgeLengthM} helperText={T.ridgeLengthHint} onChange={(ridgeLength) => edit({ ridgeLength })} reportInvalid={report('ridge')} />
            <MeasureField label={T.rafterLength} value={measurement(face.rafterLength)} maxM={FACE_LIMITS.rafterLengthM} helperText={T.rafterLengthHint} onChange={(rafterLength) => edit({ rafterLength })} reportInvalid={report('rafter')} />
            <NumberField label={T.area} value={face.areaM2} min={0} max={FACE_LIMITS.areaM2} errorText={T.areaError(FACE_LIMITS.areaM2.toLocaleString('de-DE'))} helperText={T.areaHint} onValue={(areaM2) => edit({ areaM2 })} reportInvalid={report('area')} fullWidth />
          </Part>
          <Part title={T.shading}>
            <ToggleButtonGroup exclusive value={face.shading ?? 'keine'} onChange={(_, shading: RoofFace['shading'] | null) => shading && edit({ shading }, true)} aria-label={T.shading}>
              {SHADING_LEVELS.map((level) => (
                <ToggleButton key={level} value={level} sx={{ minHeight: 44, px: 2 }}>
                  {T.shadingLevels[level]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {face.shading && face.shading !== 'keine' && (
              <ToggleChips
                label={T.shadingCauses}
                options={SHADING_CAUSES.map((cause) => ({ value: cause, label: PV_TEXTS.causes[cause] }))}
                selected={face.shadingCauses}
                onChange={(shadingCauses) => edit({ shadingCauses }, true)}
              />
            )}
          </Part>
          <Part title={T.obstacles}>
            <Typography variant="body2" color="text.secondary">
              {obstacles.length ? T.obstaclesHint : T.obstaclesNone}
            </Typography>
            {obstacles.length > 0 && (
              <ToggleChips
                label={T.obstacles}
                options={obstacles.map((name) => ({ value: name, label: name }))}
                selected={face.obstacles}
                onChange={(chosen) => edit({ obstacles: chosen }, true)}
              />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label={T.obstacleAdd}
                value={obstacle}
                onChange={(event) => setObstacle(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') addObstacle();
                }}
                fullWidth
              />
              <Button variant="outlined" startIcon={<AddIcon />} onClick={addObstacle} disabled={!obstacle.trim()} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'stretch' }, minHeight: 44 }}>
                {T.obstacleAddButton}
              </Button>
            </Stack>
          </Part>
          <Stack>
            <FormControlLabel control={<Switch checked={face.partyWall ?? false} onChange={(event) => edit({ partyWall: event.target.checked }, true)} />} label={T.partyWall} />
            <Typography variant="body2" color="text.secondary">
              {T.partyWallHint(settings.partyWallDistanceM.toLocaleString('de-DE'))}
            </Typography>
          </Stack>
          {invalid ? <Alert severity="warning">{T.invalidNotSaved}</Alert> : <SaveStatus source={store} />}
        </Stack>
      </SectionPaper>
      <SectionPaper title={T.layout}>
        <FaceResult plan={plan} settings={settings} maxWidth={560} />
      </SectionPaper>
      {footer}
    </Stack>
  );
}
