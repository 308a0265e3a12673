// The one-time welcome of the project menu (SPEC §2): 'VERSTANDEN!' remembers the project.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { PROJECT_MENU_TEXTS } from './texts';

const T = PROJECT_MENU_TEXTS.welcome;

export function WelcomeDialog({ onConfirm }: { onConfirm: () => void }) {
  return (
    <Dialog open maxWidth="sm" fullWidth aria-labelledby="welcome-title">
      <DialogTitle id="welcome-title">{T.title}</DialogTitle>
      <DialogContent>
        <Typography>{T.intro}</Typography>
        <List dense>
          {T.needs.map((need) => (
            <ListItem key={need}>
              <ListItemText primary={`• ${need}`} />
            </ListItem>
          ))}
        </List>
        <Typography>{T.outro}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color="secondary" onClick={onConfirm}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
