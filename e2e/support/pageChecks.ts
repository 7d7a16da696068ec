import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The checks the accessibility specs run on every page: axe-core's serious and critical findings, and screenshots. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
}

/** Serious and critical axe-core violations of the page as shown, each with up to three of its elements. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Injected inline: the context must bypass the site's CSP, which rightly forbids inline scripts.
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}) at ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  });
}

/** A full-page screenshot in slices of one screen height (at most six), so each image stays readable. */
export async function shootInSlices(page: Page, dir: string, name: string, width: number, slice: number): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < height && i < 6; y += slice, i++) {
    await page.screenshot({ path: path.join(dir, `${name}-${i}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(slice, height - y) } });
  }
}
