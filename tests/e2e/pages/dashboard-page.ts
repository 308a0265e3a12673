// Page model of the dashboard's lists: a company of the shared test server holds every project
// the suite ever started, so a spec finds its project as a surveyor finds one among many: by
// opening the list and searching it.
import { expect, type Page } from '@playwright/test';

export type ListTab = 'OFFEN' | 'ERLEDIGT';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  tab(name: ListTab | 'NEU') {
    return this.page.getByRole('tab', { name });
  }

  search() {
    return this.page.getByLabel('Projekt suchen');
  }

  /** Opens the list and searches it for a name, customer or address. */
  async find(tab: ListTab, query: string): Promise<void> {
    await this.tab(tab).click();
    await this.search().fill(query);
  }

  /** The number of projects the list's tab shows beside its name, once the store is read. */
  async count(tab: ListTab): Promise<number> {
    await expect(this.tab(tab)).toHaveText(/\d/);
    return Number((await this.tab(tab).innerText()).replace(/\D/g, ''));
  }
}
