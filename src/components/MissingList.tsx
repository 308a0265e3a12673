// The list of 'Was fehlt noch?' (issue 21), on its own screen and before a survey is set to
// 'Erledigt': empty required shots, photos with flaws, photos nobody assigned, unfinished sections; each entry opens the
// place to fix it, on its tab.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { projectPath } from '@/domain/app-paths';
import type { MissingItem } from '@/domain/missing-items';
import { flawText } from '@/domain/photo-quality-texts';
import { COMPONENT_LABELS, SHOT_AREA_LABELS } from '@/domain/value-labels';
import { COMPONENT_TEXTS } from './texts';

const T = COMPONENT_TEXTS.missing;

function text(item: MissingItem): { primary: string; secondary?: string } {
  if (item.kind === 'shot') return { primary: T.shot(item.label, SHOT_AREA_LABELS[item.area] ?? item.area) };
  if (item.kind === 'flagged') return { primary: flawText(item.problems), secondary: `${T.photo(item.name, SHOT_AREA_LABELS[item.area] ?? COMPONENT_LABELS[item.area] ?? item.area)} · ${item.decided ? T.kept : T.undecided}` };
  if (item.kind === 'unsorted') return { primary: T.unsortedCount(item.count) };
  return { primary: T.sectionRules[item.page] ?? item.page };
}

/**
 * The open points by kind, then the flawed photos kept on purpose: listed, but decided, so they are
 * no open point. A heading counts its entries, which add up to the menu's 'n offene Punkte'; the
 * collection's photos without an area are one point, its entry saying how many.
 */
const GROUPS: ReadonlyArray<{ key: string; title: string; count: boolean; holds: (item: MissingItem) => boolean }> = [
  { key: 'shot', title: T.shots, count: true, holds: (item) => item.kind === 'shot' },
  { key: 'flagged', title: T.photos, count: true, holds: (item) => item.kind === 'flagged' && !item.decided },
  { key: 'unsorted', title: T.unsorted, count: false, holds: (item) => item.kind === 'unsorted' },
  { key: 'section', title: T.sections, count: true, holds: (item) => item.kind === 'section' },
  { key: 'kept', title: T.keptPhotos, count: true, holds: (item) => item.kind === 'flagged' && item.decided },
];

export function MissingList({ companyId, projectId, items, onOpen }: { companyId: string; projectId: string; items: readonly MissingItem[]; onOpen?: () => void }) {
  const navigate = useNavigate();
  if (!items.length) return <Typography sx={{ py: 1 }}>{T.nothing}</Typography>;
  return (
    <>
      {GROUPS.map(({ key, title, count, holds }) => {
        const group = items.filter(holds);
        if (!group.length) return null;
        return (
          <List key={key} aria-label={title} subheader={<ListSubheader disableSticky sx={{ px: 0 }}>{count ? `${title} (${group.length})` : title}</ListSubheader>} dense>
            {group.map((item) => {
              const { primary, secondary } = text(item);
              return (
                <ListItemButton
                  key={item.key}
                  sx={{ px: 1, borderRadius: 1 }}
                  onClick={() => {
                    onOpen?.();
                    void navigate(projectPath(companyId, projectId, item.place.page), { state: { tab: item.place.tab, shot: item.place.shot } });
                  }}
                >
                  <ListItemText primary={primary} secondary={secondary} slotProps={{ primary: { sx: { overflowWrap: 'break-word' } }, secondary: { sx: { overflowWrap: 'break-word' } } }} />
                  <ChevronRightIcon color="action" />
                </ListItemButton>
              );
            })}
          </List>
        );
      })}
    </>
  );
}
