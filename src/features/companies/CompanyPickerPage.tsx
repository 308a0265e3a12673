// Firma auswählen: placeholder until its feature issue fills it.
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { COMPANIES_TEXTS } from './texts';

export default function CompanyPickerPage() {
  return <PagePlaceholder title={COMPANIES_TEXTS.companyPickerTitle} />;
}
