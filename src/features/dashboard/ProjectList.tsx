// One of the dashboard's lists with its search (issue 24): a company's 2,000 projects must not
// cost 2,000 cards before the first is seen, so the list renders a screenful and more as the
// user scrolls towards its end.
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import { Box, FormControl, IconButton, InputAdornment, InputLabel, OutlinedInput, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import type { StoredProject } from '@/db/schema';
import { projectTap, tapTarget } from '@/platform/first-screen/record';
import { ProjectCard } from './ProjectCard';
import { searchList } from './project-lists';
import { DASHBOARD_TEXTS as T } from './texts';

/** Cards rendered at first and added each time the end of the list comes near: more than a screen holds. */
const CARDS_PER_STEP = 24;

interface Props {
  list: readonly StoredProject[];
  /** The text SPEC §2 shows when the list holds no project at all. */
  empty: string;
  query: string;
  onQuery: (query: string) => void;
  /** Cards to render at first: as many as when the user left the list for a project. */
  initialShown?: number;
  /** `shown`: the cards rendered, to render as many on the way back. */
  onOpen: (stored: StoredProject, shown: number) => void;
}

export function ProjectList({ list, empty, query, onQuery, initialShown, onOpen }: Props) {
  const found = searchList(list, query);
  // A new query starts again at the top with a screenful.
  const [grown, setGrown] = useState(() => ({ query, count: Math.max(CARDS_PER_STEP, initialShown ?? 0) }));
  const shown = grown.query === query ? grown.count : CARDS_PER_STEP;
  const end = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const more = found.length > shown;

  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !more) return;
    // Well before the end comes into view, so a flick of the finger does not hit a gap.
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setGrown({ query, count: shown + CARDS_PER_STEP }),
      { rootMargin: '0px 0px 1500px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more, shown, query]);

  if (!list.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack spacing={2}>
      {/* The outlined field put together from its parts: TextField would also bring the select and
          its popover, 20 kB of the first screen's code (issue 24) for a plain search. */}
      <FormControl fullWidth {...tapTarget('search')}>
        <InputLabel htmlFor={searchId}>{T.search.label}</InputLabel>
        <OutlinedInput
          id={searchId}
          label={T.search.label}
          value={query}
          onChange={(event) => {
            onQuery(event.target.value);
            // What was found is read from its first card, under the field typed in.
            window.scrollTo({ top: 0 });
          }}
          placeholder={T.search.placeholder}
          type="text"
          inputRef={field}
          slotProps={{ input: { inputMode: 'search', enterKeyHint: 'search' } }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
          endAdornment={
            query && (
              <InputAdornment position="end">
                <IconButton
                  aria-label={T.search.clear}
                  onClick={() => {
                    onQuery('');
                    // The next search is typed at once, as the × was pressed to start one.
                    field.current?.focus();
                  }}
                  edge="end"
                  sx={{ width: 44, height: 44 }}
                >
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            )
          }
        />
      </FormControl>
      {query.trim() && (
        <Typography color="text.secondary" role="status">
          {found.length ? T.search.found(found.length, list.length) : T.search.none(query.trim())}
        </Typography>
      )}
      {found.slice(0, shown).map((stored) => (
        <ProjectCard key={stored.key} project={stored.project} tap={projectTap(stored.key)} onOpen={() => onOpen(stored, shown)} />
      ))}
      {more && <Box ref={end} aria-hidden sx={{ height: 1 }} />}
    </Stack>
  );
}
