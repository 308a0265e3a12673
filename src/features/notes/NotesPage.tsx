// Meine Notizen (SPEC §2): a static list of three family names and a home button.
import { List, ListItem, ListItemText, Paper } from '@mui/material';
import { PageScaffold } from '@/components/PageScaffold';
import { NOTES_TEXTS } from './texts';

export default function NotesPage() {
  return (
    <PageScaffold title={NOTES_TEXTS.notesTitle}>
      <Paper>
        <List>
          {NOTES_TEXTS.families.map((family) => (
            <ListItem key={family} divider>
              <ListItemText primary={family} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </PageScaffold>
  );
}
