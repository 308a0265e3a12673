// Mein Profil (SPEC §2): avatar, the five profile fields kept on this device (saved as typed,
// no validation, SPEC §5), the device storage, and the home button.
import { Avatar, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { PageScaffold } from '@/components/PageScaffold';
import { StorageInfo } from '@/components/StorageInfo';
import { useDataLayer } from '@/db/react/data-context';
import { saveProfile, useProfile } from '@/db/react/use-profile';
import type { StoredProfile } from '@/db/schema';
import { PROFILE_TEXTS as T } from './texts';

type Field = Exclude<keyof StoredProfile, 'id'>;
const FIELDS: Array<[Field, string]> = [
  ['userName', T.userName],
  ['firstName', T.firstName],
  ['lastName', T.lastName],
  ['email', T.email],
  ['address', T.address],
];

function ProfileForm({ initial }: { initial: StoredProfile }) {
  const { db } = useDataLayer();
  const [profile, setProfile] = useState(initial);
  const change = (field: Field, value: string) => {
    const next = { ...profile, [field]: value };
    setProfile(next);
    void saveProfile(db, next);
  };
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 64, height: 64, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 28 }} aria-hidden>
            {(profile.userName || profile.firstName || '?').charAt(0).toUpperCase()}
          </Avatar>
          <Typography color="text.secondary">{T.localOnly}</Typography>
        </Stack>
        {FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            value={profile[field]}
            multiline={field === 'address'}
            minRows={field === 'address' ? 2 : undefined}
            type={field === 'email' ? 'email' : 'text'}
            onChange={(event) => change(field, event.target.value)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

export default function ProfilePage() {
  const profile = useProfile();
  return (
    <PageScaffold title={T.profileTitle}>
      <Stack spacing={2}>
        {profile && <ProfileForm initial={profile} />}
        <StorageInfo />
      </Stack>
    </PageScaffold>
  );
}
