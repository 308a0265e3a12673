import { describe, expect, it } from 'vitest';
import { tabFromState, tabOfSection } from './overview-tab';

describe('returning to the overview (SPEC §2 elektrik-detail)', () => {
  it('"Back saves, then returns to the overview": on the tab of the section that was edited', () => {
    expect(tabOfSection('zaehlerschrank')).toBe(0);
    expect(tabOfSection('erdung')).toBe(1);
    expect(tabFromState({ tab: 1 })).toBe(1);
    expect(tabFromState({ tab: 7 })).toBe(0);
    expect(tabFromState(null)).toBe(0);
  });
});
