// Mein Profil: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { PROFILE_TEXTS } from './texts';

export default function ProfilePage() {
  return <PagePlaceholder title={PROFILE_TEXTS.profileTitle} />;
}
