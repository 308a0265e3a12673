// Mein Profil (SPEC §2): avatar, the five profile fields kept on this device (saved as typed,
// no validation, SPEC §5, through the form store every form uses), the device storage, and the
// home button.
import { Avatar, Paper, Stack, TextField, Typography } from '@mui/material';
import { PageScaffold } from '@/components/PageScaffold';
import { SaveStatus } from '@/components/SaveStatus';
import { StorageInfo } from '@/components/StorageInfo';
import { useProfile, useProfileForm } from '@/hooks/use-profile';
import type { ProfileField } from '@/db/profile-form';
import type { StoredProfile } from '@/db/schema';
import { PROFILE_TEXTS as T } from './texts';

const FIELDS: Array<[ProfileField, string]> = [
  ['userName', T.userName],
  ['firstName', T.firstName],
  ['lastName', T.lastName],
  ['email', T.email],
  ['address', T.address],
];

function ProfileForm({ profile }: { profile: StoredProfile }) {
  const { store, form } = useProfileForm(profile);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 64, height: 64, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 28 }} aria-hidden>
            {(form.userName || form.firstName || '?').charAt(0).toUpperCase()}
          </Avatar>
          <Typography color="text.secondary">{T.localOnly}</Typography>
        </Stack>
        {FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            value={form[field]}
            multiline={field === 'address'}
            minRows={field === 'address' ? 2 : undefined}
            type={field === 'email' ? 'email' : 'text'}
            onChange={(event) => store.edit(field, event.target.value)}
            onFocus={() => store.focus(field)}
            onBlur={() => store.blur(field)}
          />
        ))}
        <SaveStatus source={store} />
      </Stack>
    </Paper>
  );
}

export default function ProfilePage() {
  const profile = useProfile();
  return (
    <PageScaffold title={T.profileTitle}>
      <Stack spacing={2}>
        {profile && <ProfileForm profile={profile} />}
        <StorageInfo />
      </Stack>
    </PageScaffold>
  );
}
