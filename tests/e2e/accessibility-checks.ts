// The accessibility checks of one screen (issue 9, part 4): axe-core finds no serious or
// critical WCAG 2.1 A/AA violation, every control has a (German) accessible name, and no visible
// control is smaller than 44 x 44 CSS px, for gloved hands on a building site.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'];
/** Rules of moderate impact that fail the check too: screen reader users move by headings and landmarks. */
const STRUCTURE_RULES = new Set(['heading-order', 'page-has-heading-one', 'landmark-one-main', 'landmark-main-is-top-level', 'region']);
const MIN_TARGET_PX = 44;

/** Roles a user operates: each needs a name a screen reader can say. */
const NAMED_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'spinbutton',
  'slider',
  'menuitem',
  'option',
]);
/** Roles whose target is measured (a grid cell is a day of the calendar); menu items and
 * options are list rows MUI already sizes. */
const SIZED_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'textbox', 'searchbox', 'combobox', 'tab', 'switch', 'spinbutton', 'gridcell']);

interface AxNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  backendDOMNodeId?: number;
}

interface TargetBox {
  width: number;
  height: number;
  shown: boolean;
  inlineInText: boolean;
  html: string;
}

/** The size of a control as the user can touch it, measured in the page. */
function measureTarget(this: Element): TargetBox {
  // A text field is touched anywhere in its frame: the element around the input that holds no
  // other control (MUI's input base focuses its input on any click inside it).
  const typed = this instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'file'].includes(this.type);
  const parent = this.parentElement;
  const controlsAround = parent?.querySelectorAll(':is(input, textarea, select, button):not([tabindex="-1"]), a[href]').length;
  const target = (typed || this instanceof HTMLTextAreaElement) && parent && controlsAround === 1 ? parent : this;
  const rect = target.getBoundingClientRect();
  const style = getComputedStyle(this);
  const parentText = this.parentElement?.textContent?.trim() ?? '';
  return {
    width: rect.width,
    height: rect.height,
    // Visually hidden elements (1 px, clipped) are operated through the visible control that
    // labels them, e.g. the file input behind an upload button; that control is measured instead.
    shown: this.checkVisibility({ visibilityProperty: true }) && rect.width > 1 && rect.height > 1,
    // WCAG 2.5.8 exempts targets inside a sentence, whose size the line of text dictates:
    // an inline link with more text around it in the same block.
    inlineInText: style.display === 'inline' && parentText.length > (this.textContent?.trim().length ?? 0),
    html: this.outerHTML.slice(0, 140),
  };
}

/** Controls without an accessible name, and visible ones smaller than 44 x 44 px. */
async function controlProblems(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const problems: string[] = [];
    for (const node of nodes) {
      const role = node.role?.value ?? '';
      if (node.ignored || !(NAMED_ROLES.has(role) || SIZED_ROLES.has(role)) || node.backendDOMNodeId === undefined) continue;
      // MUI puts a zero-width space before a button's icon: that alone is no name.
      const name = node.name?.value.replace(/\u200b/g, '').trim() ?? '';
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
      if (!object.objectId) continue;
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: measureTarget.toString(),
        returnByValue: true,
      });
      const box = result.value as TargetBox;
      if (NAMED_ROLES.has(role) && !name) problems.push(`${role} ohne Namen: ${box.html}`);
      const tooSmall = Math.round(box.width) < MIN_TARGET_PX || Math.round(box.height) < MIN_TARGET_PX;
      if (SIZED_ROLES.has(role) && box.shown && !box.inlineInText && tooSmall) {
        problems.push(`${role} "${name}" ist ${Math.round(box.width)}x${Math.round(box.height)} px: ${box.html}`);
      }
    }
    return problems;
  } finally {
    await cdp.detach();
  }
}

/** Runs axe and the control checks on what is on screen; collects every finding of the screen. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Let MUI's enter transitions finish, so colours are measured at their final opacity; spinners
  // run forever and are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).analyze();
  const violations = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || STRUCTURE_RULES.has(violation.id))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' > ')}: ${violation.help}`),
    );
  const problems = [...violations, ...(await controlProblems(page))];
  expect.soft(problems, `Barrierefreiheit: ${screen}`).toEqual([]);
}
