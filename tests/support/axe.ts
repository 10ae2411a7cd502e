import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The impacts that fail a test; minor and moderate findings are left to review. */
const BLOCKING_IMPACTS = ['serious', 'critical'];

/** The serious and critical axe violations of the page as it is now, one line per rule and node. */
export async function blockingViolations(page: Page): Promise<string[]> {
  // Colours measured mid-transition (a theme switch fades for a few hundred ms, longer on a loaded
  // machine) are neither theme's: wait for the page's running transitions and animations to end.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}
