// axe-core checks for the journeys: no serious or critical violation on a screen as a person sees it.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';

/**
 * Waits until every toast on the page is opaque: axe blends a toast that is still fading in with
 * the page behind it and reports its text's contrast as too low (a toast shown just before a check).
 */
export async function waitForSettledToasts(page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => getComputedStyle(toast).opacity === '1',
    ),
  );
}

/** No serious or critical axe-core violation on the page, or inside `scope` when one is given. */
export async function assertAccessible(page, screenName, scope) {
  await waitForSettledToasts(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  const severe = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  assert.deepEqual(
    severe.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    [],
    `${screenName} has serious accessibility problems`,
  );
}
