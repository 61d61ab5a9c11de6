import type { Locator, Page } from '@playwright/test';
import { expect } from './helpers';

/** What the focused element shows: an outline, or a ring (a box-shadow with a spread, Tailwind's `ring-*`). */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { visible: false, element: 'body' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const type = element.getAttribute('type') ?? '';
    return { visible: outline || ring, element: `<${element.tagName.toLowerCase()} ${type}> ${name}` };
  });
}

/** Fails (softly, so one run lists them all) when the focused element shows no focus indicator. */
export async function expectFocusVisible(page: Page) {
  const focus = await focusIndicator(page);
  expect.soft(focus.visible, `visible focus indicator on ${focus.element}`).toBe(true);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until the target has the focus, checking the indicator of every element passed. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}) {
  // A user presses Tab toward a control they see: before the screen has drawn it, the focus has nowhere to go.
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} not reached in ${max} presses of Tab`);
}

/** Activates a control with Enter, reaching it with Tab unless it already has the focus. */
export async function pressEnterOn(page: Page, target: Locator) {
  if (!(await isFocused(target))) await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Focuses the selected dashboard tab, then moves with the arrows to the wanted one (Radix activates it). */
export async function arrowToTab(page: Page, name: string) {
  const selected = page.getByRole('tab', { selected: true });
  if (!(await isFocused(selected))) await tabTo(page, selected);
  const names = await page.getByRole('tab').allTextContents();
  const from = names.indexOf((await selected.textContent()) ?? '');
  const to = names.indexOf(name);
  for (let index = from; index !== to;) {
    await page.keyboard.press(to > index ? 'ArrowRight' : 'ArrowLeft');
    index += to > index ? 1 : -1;
    // One tab at a time: each arrow selects the next tab before the following press.
    await expect(page.getByRole('tab').nth(index)).toHaveAttribute('aria-selected', 'true');
    await expectFocusVisible(page);
  }
  await expect(page.getByRole('tab', { name })).toBeFocused();
}

/** Types into a field reached with Tab. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
