// Meine Notizen: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { NOTES_TEXTS } from './texts';

export default function NotesPage() {
  return <PagePlaceholder title={NOTES_TEXTS.notesTitle} />;
}
