import { expect, type Locator, type Page } from '@playwright/test';

/** A row's one actions menu button in the Command Centre ("Actions: <filing>, <period>"). */
export const actionsMenu = (scope: Page | Locator, name?: string) => scope.getByRole('button', name ? { name: `Actions: ${name}`, exact: true } : { name: /^Actions: / });

/**
 * Chooses `action` from the first row whose actions menu offers it (each menu is opened and, when it does not, closed
 * with Escape); answers the row's name, "<filing>, <period>", as the menu button names it.
 */
export async function chooseFromFirstRowOffering(page: Page, action: string): Promise<string> {
  const menus = actionsMenu(page);
  await expect(menus.first()).toBeVisible();
  const count = await menus.count();
  for (let i = 0; i < count; i++) {
    const button = menus.nth(i);
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    if ((await menu.getByRole('menuitem', { name: action, exact: true }).count()) > 0) {
      const name = (await button.getAttribute('aria-label'))!.replace(/^Actions: /, '');
      await menu.getByRole('menuitem', { name: action, exact: true }).click();
      return name;
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  throw new Error(`No row of the Command Centre offers ${action}`);
}

/** Chooses `action` from the named row's actions menu, by keyboard (the menu button pattern: Enter, arrows, Enter). */
export async function chooseByKeyboard(page: Page, name: string, action: string): Promise<void> {
  const button = actionsMenu(page, name);
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Actions: ${name}` });
  await expect(menu).toBeVisible();
  const entries = await menu.getByRole('menuitem').allTextContents();
  const at = entries.indexOf(action);
  expect(at, `${action} is offered in ${entries.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: action, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * On a phone (360 px): the page is no wider than the screen, each row of due dates is a block whose every value is
 * named by its label ("Due date: ..."), and a row's open menu stays within the screen.
 */
export async function expectCommandCentreFitsAPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  const table = page
    .getByRole('table')
    .filter({ has: actionsMenu(page) })
    .first();
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Each value's label is drawn before it (CSS, from its data-label) once the row stacks: every one of them is shown.
  const labels = await table.evaluate((t) =>
    [...t.querySelectorAll('tbody tr:first-child > *')].map((cell) => {
      const before = getComputedStyle(cell, '::before').content;
      return before && before !== 'none' && before !== 'normal' ? cell.getAttribute('data-label') : null;
    }),
  );
  expect(labels.slice(0, 5)).toEqual(['Due date', 'Filing', 'People', 'Status', 'Proof']);
  await expect(table.locator('thead')).toBeHidden();
  const first = actionsMenu(table).first();
  await first.click();
  const box = await page.getByRole('menu').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}
