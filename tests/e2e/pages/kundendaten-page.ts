// Page model of Kundeninformationen: its fields by their German labels, the save feedback and the
// ways to leave it.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../../src/domain/constants';

export const kundendatenPath = (projectId: string) => `/companies/${DEMO_COMPANY_ID}/projekte/${projectId}/kundendaten`;

export class KundendatenPage {
  readonly fullName: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly street: Locator;
  readonly postcode: Locator;
  readonly city: Locator;
  /** The save feedback line: empty until something was saved. */
  readonly saveStatus: Locator;

  constructor(readonly page: Page) {
    this.fullName = page.getByLabel('Vor- und Nachname');
    this.email = page.getByLabel('E-Mail');
    this.phone = page.getByLabel('Telefon');
    this.street = page.getByLabel('Straße und Hausnummer');
    this.postcode = page.getByLabel('PLZ');
    this.city = page.getByLabel('Ort', { exact: true });
    this.saveStatus = page.getByRole('status').filter({ hasText: /gespeichert/ });
  }

  planned(label: 'Solaranlage' | 'Stromspeicher' | 'Wallbox' | 'Weiteres'): Locator {
    return this.page.getByRole('checkbox', { name: label });
  }

  get moreText(): Locator {
    return this.page.getByLabel('Was ist noch geplant?');
  }

  async open(projectId: string): Promise<void> {
    await this.page.goto(kundendatenPath(projectId));
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Kundeninformationen' })).toBeVisible();
    await expect(this.fullName).toBeVisible();
  }

  async backArrow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Zurück' }).click();
  }

  async done(): Promise<void> {
    await this.page.getByRole('button', { name: 'Fertig' }).click();
  }
}
