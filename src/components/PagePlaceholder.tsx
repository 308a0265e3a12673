// A screen whose content is still being built: its real title and navigation, and a note.
import { Alert } from '@mui/material';
import { PageScaffold } from './PageScaffold';
import { COMPONENT_TEXTS } from './texts';

export function PagePlaceholder({ title, back }: { title: string; back?: string | 'history' }) {
  return (
    <PageScaffold title={title} back={back}>
      <Alert severity="info">{COMPONENT_TEXTS.comingSoon}</Alert>
    </PageScaffold>
  );
}
