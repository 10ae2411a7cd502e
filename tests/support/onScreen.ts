import type { Page } from 'playwright-core';

/**
 * Every button and link the person can see on the page that has no accessible name, or lies
 * (even partly) left or right of the window: each as "what: its name or markup". Vertical position
 * does not count (the page scrolls down); a control inside a box that scrolls sideways on its own
 * (a wide table) counts when that box is in the window. Closed drawers and menus are hidden and
 * left out. `within` narrows the look to part of the page (the app bar, say).
 */
export async function controlProblems(page: Page, within = 'body'): Promise<string[]> {
  // The test runner's transform may wrap named functions in `__name`, which the page lacks.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return page.evaluate((scope) => {
    const width = window.innerWidth;
    const inWindow = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
    const textOf = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    /** The accessible name, as far as these controls need it: labelledby, label, text, title, alt. */
    const nameOf = (element: HTMLElement) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy && textOf(labelledBy)) return textOf(labelledBy);
      const label = element.getAttribute('aria-label')?.trim();
      if (label) return label;
      const text = element.innerText.trim();
      if (text) return text;
      const title = element.getAttribute('title')?.trim();
      if (title) return title;
      const pictures = [...element.querySelectorAll('img[alt], svg[aria-label]')];
      return pictures
        .map((picture) => picture.getAttribute('alt') ?? picture.getAttribute('aria-label') ?? '')
        .join(' ')
        .trim();
    };
    /** A box the person scrolls sideways to reach what it holds. */
    const scrollsSideways = (element: HTMLElement) => {
      const { overflowX } = getComputedStyle(element);
      return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
    };
    const problems: string[] = [];
    const controls = document
      .querySelector(scope)!
      .querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="link"]');
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const name = nameOf(control);
      const what = name || control.outerHTML.slice(0, 120);
      if (!name) problems.push(`no name: ${what}`);
      if (inWindow(rect)) continue;
      let box = control.parentElement;
      while (box && !scrollsSideways(box)) box = box.parentElement;
      if (!box || !inWindow(box.getBoundingClientRect()))
        problems.push(`outside the window (${Math.round(rect.left)}..${Math.round(rect.right)}): ${what}`);
    }
    return problems;
  }, within);
}
