// Mein Profil: the profile fields arrive with issue 5; the device storage is shown already.
import { Alert, Stack } from '@mui/material';
import { PageScaffold } from '@/components/PageScaffold';
import { StorageInfo } from '@/components/StorageInfo';
import { COMPONENT_TEXTS } from '@/components/texts';
import { PROFILE_TEXTS } from './texts';

export default function ProfilePage() {
  return (
    <PageScaffold title={PROFILE_TEXTS.profileTitle}>
      <Stack spacing={2}>
        <Alert severity="info">{COMPONENT_TEXTS.comingSoon}</Alert>
        <StorageInfo />
      </Stack>
    </PageScaffold>
  );
}
