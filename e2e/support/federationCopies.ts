import type { Page } from '@playwright/test';

/**
 * How many distinct copies of each shared package the page has loaded: entries of the
 * federation share registry are counted by the module factory they resolve to, so one
 * copy registered under several containers counts once.
 */
export async function loadedCopies(page: Page, packages: string[]): Promise<Record<string, number>> {
  return page.evaluate((names) => {
    type Info = { loaded?: boolean; lib?: unknown; get?: unknown; from?: string };
    const share =
      (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>> } }).__FEDERATION__?.__SHARE__ ??
      {};
    const result: Record<string, number> = {};
    for (const name of names) {
      const copies = new Set<unknown>();
      for (const scopes of Object.values(share)) {
        for (const pkgs of Object.values(scopes)) {
          for (const info of Object.values(pkgs[name] ?? {})) if (info.loaded) copies.add(info.lib ?? info.from);
        }
      }
      result[name] = copies.size;
    }
    return result;
  }, packages);
}
