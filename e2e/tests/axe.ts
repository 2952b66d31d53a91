import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * Runs axe-core in the page once every finite animation and transition has
 * ended (a sheet fading in or a token in flight is half transparent, and
 * axe would measure its contrast mid-way); returns the serious and critical
 * violations. A failed check prints each rule with the elements it found.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(async () => {
    // Running ones only (a paused animation never finishes), and 3 s at most (a long one is not waited out).
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const late = new Promise((resolve) => {
      setTimeout(resolve, 3_000);
    });
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), late]);
  });
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0)
    console.log(
      `axe: ${serious.map((v) => `${v.id} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`).join('; ')}`,
    );
  return serious;
}
