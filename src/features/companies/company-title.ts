// A company card's title (SPEC §2): the name, falling back to the id, then 'ID: {id}'.
import { COMPANIES_TEXTS as T } from './texts';

export function companyTitle(company: { id: string; companyName?: string | null }): string {
  return company.companyName?.trim() || company.id.trim() || T.idLabel(company.id);
}

/** SPEC §5: the name is trimmed; an empty name sends nothing and disables 'Erstellen'. */
export function canCreate(name: string, busy: boolean): boolean {
  return !busy && name.trim().length > 0;
}
