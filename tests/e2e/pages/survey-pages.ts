// Page model of one project's survey screens: opening an area from the project menu, the ways
// out of a screen a surveyor takes (back arrow, browser back, reload, closing the tab), the
// task counter and the protocol PDF's text.
import { readFile } from 'node:fs/promises';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../../src/domain/constants';
import { pdfText } from '../../../server/test-support/pdf-text';

/** How a surveyor leaves a screen right after typing. */
export type WayOut = 'back arrow' | 'browser back' | 'reload' | 'closing the tab';

export class SurveyPages {
  constructor(
    public page: Page,
    private readonly context: BrowserContext,
    private readonly projectId: string,
  ) {}

  path(page = 'menü') {
    return `/companies/${DEMO_COMPANY_ID}/projekte/${this.projectId}/${page}`;
  }

  /** Opens an area from the project menu, as a surveyor does. */
  async openFromMenu(entry: string, heading = entry) {
    await this.page.goto(this.path());
    await this.page.getByRole('button', { name: entry, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  backArrow() {
    return this.page.getByRole('button', { name: 'Zurück', exact: true });
  }

  /**
   * Leaves the screen the way given, straight after the last keystroke, and comes back to the
   * same address (in a new tab after closing one).
   */
  async leaveAndReturn(way: WayOut) {
    const url = this.page.url();
    switch (way) {
      case 'back arrow':
        await this.backArrow().click();
        await expect(this.page).not.toHaveURL(url);
        break;
      case 'browser back':
        await this.page.goBack();
        await expect(this.page).not.toHaveURL(url);
        break;
      case 'reload':
        await this.page.reload();
        break;
      case 'closing the tab':
        await this.page.close({ runBeforeUnload: true });
        this.page = await this.context.newPage();
        break;
    }
    await this.page.goto(url);
  }

  /** A field by its exact German label. */
  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Types into a field, leaves the screen the way given at once, and finds the value kept on return. */
  async typeAndLeave(label: string, value: string, way: WayOut) {
    await this.field(label).fill(value);
    await this.leaveAndReturn(way);
    await expect(this.field(label), `${label} after ${way}`).toHaveValue(value);
  }

  /** The task counter of the project menu, 'done | 5'. */
  async counter() {
    await this.page.goto(this.path());
    return this.page.getByLabel(/^Erledigte Bereiche:/);
  }

  /** Downloads the protocol PDF; answers its suggested file name and its text with runs of white space as one space. */
  async protocolPdf(): Promise<{ fileName: string; text: string }> {
    await this.page.goto(this.path('protokoll'));
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'PDF herunterladen' }).click(),
    ]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    return { fileName: download.suggestedFilename(), text: (await pdfText(bytes)).replace(/\s+/g, ' ') };
  }
}
