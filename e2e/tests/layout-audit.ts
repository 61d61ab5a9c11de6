import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from './helpers';

/** The widths every screen is checked at; dialogs are checked at the first two (a phone and a laptop). */
export const VIEWPORTS = [
  { name: '375x812', width: 375, height: 812 },
  { name: '1280x800', width: 1280, height: 800 },
  { name: '360x740', width: 360, height: 740 },
  { name: '768x1024', width: 768, height: 1024 },
  { name: '1440x900', width: 1440, height: 900 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];
export const PHONE_AND_LAPTOP = VIEWPORTS.slice(0, 2);

const screenshotsDir = fileURLToPath(new URL('../../screenshots/layout/', import.meta.url));

/**
 * What a person would see as broken on this screen, measured in the page: the page scrolling sideways, an
 * element past the right edge (outside a container that scrolls sideways on purpose), a control whose text
 * spills out of it, an element cut by a clipping container, the selected tab of a tab bar out of sight, and an
 * open dialog whose frame or action buttons are off screen or hidden.
 */
function findLayoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const viewportHeight = window.innerHeight;
  const describe = (element: Element) => {
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
      '';
    return `<${element.tagName.toLowerCase()}> « ${label} »`;
  };
  const isShown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.opacity !== '0';
  };

  /** Kept for screen readers only (Tailwind's sr-only: a 1 px box that hides its overflow), here or above. */
  const isVisuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const rect = node.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1 && getComputedStyle(node).overflow === 'hidden') return true;
    }
    return false;
  };

  /** Inside the viewport and not scrolled out of, or cut by, any container. */
  const isSeen = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.top < 0 || rect.left < 0 || rect.bottom > viewportHeight + 1 || rect.right > viewportWidth + 1) {
      return false;
    }
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = ancestor.getBoundingClientRect();
      if (
        rect.top < box.top - 1 ||
        rect.bottom > box.bottom + 1 ||
        rect.left < box.left - 1 ||
        rect.right > box.right + 1
      ) {
        return false;
      }
    }
    return true;
  };

  if (root.scrollWidth > viewportWidth + 1) {
    problems.push(`la page défile de côté : ${root.scrollWidth}px pour ${viewportWidth}px de large`);
  }

  const checked = document.querySelectorAll(
    'button, a[href], input, select, textarea, label, [role="tab"], h1, h2, h3, h4, p, li, td, th, img',
  );
  for (const element of Array.from(checked)) {
    if (!isShown(element) || element.closest('[aria-hidden="true"]') || isVisuallyHidden(element)) continue;
    const rect = element.getBoundingClientRect();
    let scrollsSideways = false;
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
        scrollsSideways = true; // the container scrolls its content on purpose; the container itself is checked
        break;
      }
      if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
        const box = ancestor.getBoundingClientRect();
        // Sub-pixel rounding and focus rings aside: a piece of content cut by its container.
        if (rect.right > box.right + 2 || rect.left < box.left - 2) {
          problems.push(
            `${describe(element)} est coupé par son conteneur (${Math.round(rect.right)} > ${box.right})`,
          );
        }
        break;
      }
    }
    if (!scrollsSideways && (rect.right > viewportWidth + 1 || rect.left < -1)) {
      problems.push(
        `${describe(element)} dépasse de l'écran (${Math.round(rect.left)}–${Math.round(rect.right)}px)`,
      );
    }
    const style = getComputedStyle(element);
    const isControl = element.matches('button, a[href], [role="tab"], label');
    if (
      isControl &&
      style.overflowX === 'visible' &&
      style.textOverflow !== 'ellipsis' &&
      element.scrollWidth > element.clientWidth + 1
    ) {
      problems.push(
        `le texte de ${describe(element)} déborde (${element.scrollWidth} > ${element.clientWidth})`,
      );
    }
  }

  for (const tablist of Array.from(document.querySelectorAll('[role="tablist"]'))) {
    const selected = tablist.querySelector('[role="tab"][aria-selected="true"]');
    if (!selected || !isShown(tablist)) continue;
    const box = tablist.getBoundingClientRect();
    const rect = selected.getBoundingClientRect();
    if (rect.left < box.left - 1 || rect.right > box.right + 1) {
      problems.push(`l'onglet sélectionné ${describe(selected)} est hors de vue dans sa barre`);
    }
  }

  for (const dialog of Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))) {
    if (!isShown(dialog)) continue;
    const box = dialog.getBoundingClientRect();
    if (box.top < -1 || box.left < -1 || box.bottom > viewportHeight + 1 || box.right > viewportWidth + 1) {
      problems.push(
        `la boîte de dialogue ${describe(dialog.querySelector('h2') ?? dialog)} dépasse de l'écran (${Math.round(box.top)}–${Math.round(box.bottom)}px de haut)`,
      );
    }
    // The action buttons must be seen without scrolling: those of the dialog's footer, or else its last button
    // (the close cross aside) unless that is one choice of a list, which may scroll.
    const footer = dialog.querySelector('[data-slot="dialog-footer"]');
    const buttons = Array.from((footer ?? dialog).querySelectorAll('button')).filter(
      (button) => isShown(button) && button.getAttribute('aria-label') !== 'Fermer',
    );
    const actions = footer ? buttons : buttons.slice(-1).filter((button) => !button.closest('li'));
    for (const button of actions) {
      if (!isSeen(button))
        problems.push(`le bouton d'action ${describe(button)} n'est pas visible sans défiler`);
    }
  }
  return problems;
}

/** Checks the screen as it is now and saves a screenshot named after it, for a person to look at. */
export async function checkLayout(page: Page, name: string, viewport: Viewport) {
  // Entrance animations and fonts finish first, so the measures are those of the settled screen.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.screenshot({
    path: path.join(screenshotsDir, `${name}-${viewport.name}.png`),
    animations: 'disabled',
    // A screen whole, to be looked at from top to bottom; a dialog as the viewport shows it.
    fullPage: !name.startsWith('dialog-'),
  });
  const problems = await page.evaluate(findLayoutProblems);
  expect.soft(problems, `${name} à ${viewport.name}`).toEqual([]);
  // At most three toasts shown at once (app/providers.tsx, lib/toast.ts).
  expect
    .soft(await page.locator('[data-sonner-toast][data-visible="true"]').count(), `toasts de ${name}`)
    .toBeLessThanOrEqual(3);
}
