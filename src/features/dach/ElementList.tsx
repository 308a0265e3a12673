// The elements of one roof side: each with its captured values in short, its quality, the
// correction mark, and the red not-detected hint once photos of that side were analysed.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { NotDetectedHint } from '@/components/NotDetectedHint';
import { QualityChip } from '@/components/QualityChip';
import { projectPath } from '@/domain/app-paths';
import { ROOF_DEFAULT_QUALITY } from '@/domain/assessment';
import type { Roof } from '@/domain/project';
import { allObstacles, detectedDamages, ROOF_FIELDS, roofElementValue, tabOfElement, type RoofElement } from '@/domain/roof';
import { ROOF_ELEMENT_LABELS, ROOF_FIELD_LABELS } from '@/domain/value-labels';
import { displayField } from '@/domain/roof-values';
import { learnedQuality } from '@/domain/taught-values';
import { DACH_TEXTS as T } from './texts';

/** The element's values in short, e.g. 'Breite: 8 cm · Anzahl: 24'. */
function summaryOf(roof: Roof | undefined, element: RoofElement): string[] {
  if (element === 'hindernisse') {
    const damages = [...detectedDamages(roof), ...(roof?.manualDamages ?? [])];
    return [
      ...(allObstacles(roof).length ? [`${ROOF_FIELD_LABELS.obstacles}: ${allObstacles(roof).join(', ')}`] : []),
      ...(damages.length ? [`${ROOF_FIELD_LABELS.damages}: ${damages.join(', ')}`] : []),
    ];
  }
  const value = roofElementValue(roof, element);
  return ROOF_FIELDS[element].flatMap((field) => {
    const shown = displayField(value, field);
    return shown === null ? [] : [`${ROOF_FIELD_LABELS[field.key]}: ${shown}`];
  });
}

interface Props {
  companyId: string;
  projectId: string;
  roof: Roof | undefined;
  elements: readonly RoofElement[];
  /** Photos of this side were analysed, so an empty element is one the AI could not see. */
  analysed: boolean;
}

export function ElementList({ companyId, projectId, roof, elements, analysed }: Props) {
  const navigate = useNavigate();
  return (
    <List aria-label={T.elements} disablePadding>
      {elements.map((element) => {
        const label = ROOF_ELEMENT_LABELS[element];
        const summary = summaryOf(roof, element);
        const value = roofElementValue(roof, element);
        const corrected = (value.korrigiert?.length ?? 0) > 0;
        const learned = learnedQuality(value);
        return (
          <ListItem key={element} disablePadding divider>
            <ListItemButton
              aria-label={T.openElement(label)}
              onClick={() =>
                navigate(projectPath(companyId, projectId, 'dach-detail', element), { state: { label, tab: tabOfElement(element) } })
              }
            >
              <ListItemText
                primary={label}
                secondary={
                  <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
                    {summary.length ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {summary.join(' · ')}
                      </Typography>
                    ) : analysed ? (
                      <NotDetectedHint what={label} />
                    ) : (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {T.noValues}
                      </Typography>
                    )}
                    {summary.length > 0 && element !== 'hindernisse' && (
                      // Values only the user entered have no AI quality to show.
                      <QualityChip quality={value.qualitaet ?? (corrected ? null : (learned ?? ROOF_DEFAULT_QUALITY))} corrected={corrected} learned={!!learned} />
                    )}
                  </Stack>
                }
                slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { component: 'span' } }}
              />
              <ChevronRightIcon color="action" />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
