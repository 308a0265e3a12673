// Page model of the bundled provider's German sign-in page.
import { expect, type Page } from '@playwright/test';

export class SignInPage {
  constructor(private readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await expect(this.page.getByLabel('Benutzername')).toBeVisible();
    await expect(this.page.getByLabel('Passwort')).toBeVisible();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.expectShown();
    await this.page.getByLabel('Benutzername').fill(username);
    await this.page.getByLabel('Passwort').fill(password);
    await this.page.getByRole('button', { name: 'Anmelden' }).click();
  }

  errorMessage() {
    return this.page.getByRole('alert');
  }
}
