import path from 'node:path';
import { expect, test, type Browser, type APIRequestContext, type Page } from '@playwright/test';
import { dayInIndia } from '../support/dates';
import { seriousAxeViolations, shootInSlices } from '../support/pageChecks';
import { apiCall, createTeamUser, registerCompany, signInAs, signInSuperAdmin, type Account } from '../support/session';

/**
 * Every page of the signed-in areas, at 360 px and 1280 px: no serious or critical axe-core violation,
 * nothing wider than a 360 px screen, and no console error or warning. One browser context per role, pages visited in sequence.
 */

/** Set E2E_SHOTS_DIR (e.g. /tmp/shots) for full-page screenshots of every page, for a human look. */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
/** The phone width checked (E2E_NARROW_WIDTH=390 for the screenshots (docs/decisions/0063-screenshot-review-compliance-super-admin-public.md); 360 is the stricter default). */
const NARROW = Number(process.env.E2E_NARROW_WIDTH || 360);
const WIDTHS = [NARROW, 1280] as const;

const COMPLIANCE_ADMIN = ['updates', 'hr-compliance', 'compliance/rbi', 'compliance/mca', 'self-audit', 'risk-assessment', 'document-management'];
const COMPLIANCE_TEAM = ['updates', 'hr-compliance', 'rbi-compliance', 'mca-compliance', 'self-audit', 'risk-assessment', 'documents'];
const PAGES = {
  admin: ['', 'tasks', 'panels/maker', 'panels/checker', 'statistics', 'reports', 'subscription', 'subscription/result', ...COMPLIANCE_ADMIN],
  maker: ['', 'my-tasks', 'drafts', 'pending-review', 'calendar', ...COMPLIANCE_TEAM],
  checker: ['', 'pending-review', 'reviewed', 'calendar', ...COMPLIANCE_TEAM],
  'super-admin': ['', 'users', 'companies', 'companies/:companyId', 'system', 'content', 'analytics'],
} as const;
type Area = keyof typeof PAGES;

/** A day counted from today in India (the server's calendar day: after 18:30 UTC it is already tomorrow there). */
const inDays = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A company with a maker, a checker, tasks in each state and a risk, so lists are not empty. */
async function seedCompany(request: APIRequestContext) {
  const { admin, company } = await registerCompany(request);
  const maker = await createTeamUser(request, admin.token, 'maker');
  const checker = await createTeamUser(request, admin.token, 'checker');
  const assign = async (assignee: Account, description: string, dueDate: string) => {
    const response = await apiCall(request, 'POST', '/api/tasks/assign', admin.token, { description, assignedTo: assignee.user.id, dueDate, category: 'RBI' });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { task: { _id: string } }).task._id;
  };
  await assign(maker, 'File the NBS-7 quarterly return with the RBI before the due date', inDays(5));
  const started = await assign(maker, 'Update the fair practices code on the website', inDays(0));
  expect((await apiCall(request, 'PATCH', `/api/tasks/update-status/${started}`, maker.token, { status: 'in-progress' })).status()).toBe(200);
  await assign(checker, 'Review the board minutes of the last quarter', inDays(10));
  const risk = await apiCall(request, 'POST', '/api/risks', admin.token, {
    title: 'Concentration of lending in one district',
    category: 'Credit',
    owner: 'Chief Risk Officer',
    likelihood: 4,
    impact: 4,
    residualLikelihood: 3,
    residualImpact: 3,
    status: 'open',
    actions: [{ description: 'Cap exposure per district at 20 %', dueDate: inDays(30), status: 'planned' }],
  });
  expect(risk.status()).toBe(201);
  return { admin, maker, checker, companyId: company.id };
}

/** Waits until the page has its heading and has finished loading its data. */
async function settle(page: Page) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** The innermost elements that stick out to the right, to say where an overflow comes from. */
function widestElements(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out = [...document.querySelectorAll<HTMLElement>('main *')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
    );
    return out
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
      )
      .join(', ');
  });
}

async function problemsOn(page: Page, label: string, width: number): Promise<string[]> {
  const violations = await seriousAxeViolations(page);
  const problems = violations.map((v) => `${label} @${width}: ${v}`);
  if (width === NARROW) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${label} @${NARROW}: ${overflow}px wider than the screen (${await widestElements(page)})`);
  }
  return problems;
}

async function checkArea(browser: Browser, area: Area, session: Account, companyId: string) {
  // axe is injected as an inline script, which the site's CSP rightly forbids.
  const context = await browser.newContext({ bypassCSP: true, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  // No console error or warning on any page (docs/decisions/0063-screenshot-review-compliance-super-admin-public.md), React Router's warnings included (the bundles carry
  // react-router's development build, so a descendant <Routes> under a parent without a trailing "*" would warn here).
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`));
  await signInAs(page, session);
  for (const relative of PAGES[area]) {
    const url = `/${area}${relative ? `/${relative.replace(':companyId', companyId)}` : ''}`;
    // Loaded once, on the phone's screen; then the window is widened. The layout is CSS alone (no script reads the
    // width), so the wide check sees what a wide load shows, for half the page loads (docs/decisions/0410-*.md).
    for (const [index, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: width === NARROW ? 740 : 900 });
      if (index === 0) await page.goto(url);
      await settle(page);
      expect(page.url(), `${url} stays in its area`).toContain(`/${area}`);
      problems.push(...(await problemsOn(page, url, width)));
      if (SHOTS_DIR) {
        const name = `${area}-${relative.replace(/[/:]/g, '_') || 'home'}-${width}`;
        await shootInSlices(page, SHOTS_DIR, name, width, width === NARROW ? 740 : 900);
      }
    }
  }
  await context.close();
  return problems;
}

test.describe('signed-in areas: accessibility and small screens', () => {
  test.describe.configure({ timeout: 240_000 });

  test('admin pages', async ({ browser, request }) => {
    const { admin, companyId } = await seedCompany(request);
    expect(await checkArea(browser, 'admin', admin, companyId)).toEqual([]);
  });

  test('maker pages', async ({ browser, request }) => {
    const { maker, companyId } = await seedCompany(request);
    expect(await checkArea(browser, 'maker', maker, companyId)).toEqual([]);
  });

  test('checker pages', async ({ browser, request }) => {
    const { checker, companyId } = await seedCompany(request);
    expect(await checkArea(browser, 'checker', checker, companyId)).toEqual([]);
  });

  // docs/decisions/0055-date-fields-in-the-product-s-format.md: the one date field, with its calendar open (the page scans above see it closed).
  test('the date field’s calendar: accessible and within a phone’s width; a past due day cannot be picked, a later one is, from the keyboard', async ({
    browser,
    request,
  }) => {
    const { admin } = await seedCompany(request);
    const context = await browser.newContext({ bypassCSP: true, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await signInAs(page, admin);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === NARROW ? 740 : 900 });
      await page.goto('/admin');
      const form = page.getByRole('form', { name: 'Assign task' }).first();
      const due = form.getByLabel('Due date');
      await form.getByRole('button', { name: 'Open calendar' }).click();
      const calendar = form.getByRole('dialog', { name: 'Calendar' });
      await expect(calendar).toBeVisible();
      problems.push(...(await problemsOn(page, '/admin, calendar open', width)));
      if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `date-calendar-${width}.png`) });
      // It opens on today in India; yesterday is refused, as the server refuses a past due date.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await expect(calendar).toBeVisible();
      await expect(due).toHaveValue('');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(due).toHaveValue(dayInIndia(1).shown);
      await expect(due).toBeFocused();
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  test('super-admin pages', async ({ browser, request }) => {
    const { companyId } = await seedCompany(request);
    const root = await signInSuperAdmin(request);
    expect(await checkArea(browser, 'super-admin', root, companyId)).toEqual([]);
  });
});
