import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Shared by the layout and flow specs of issue 16 ("a visitor never gets lost"): visitors who have seen the tours,
 * and measurements taken in the page itself (bounding boxes, computed styles), so what is checked is what a visitor
 * sees rather than what the markup claims.
 */

/** The phone and desktop widths every layout spec runs at. */
/** Where the specs leave screenshots for a person to look at (never inside the checkout, never a fixed home). */
export const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(os.tmpdir(), 'e2e-shots');

export const WIDTHS = [375, 1280] as const;
export const viewportFor = (width: number) => ({ width, height: width < 600 ? 812 : 900 });

/** Visitors who have seen both brands' tours and the guided walkthrough (they would open over the page). */
export async function skipTours(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem('coaching-tour-seen', 'true');
    localStorage.setItem('coaching-guided-walkthrough-seen', 'true');
    localStorage.setItem('lunar-light-walkthrough-seen', 'true');
  });
}

/** The first request after a fresh start generates the week's slots, which can take a while on a busy machine. */
export const FIRST_SLOTS = { timeout: 30_000 };

/** What a visitor can click, type into or focus (the same list the floating buttons avoid). */
export const INTERACTIVE =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="combobox"], [role="slider"], [role="tab"], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export interface Overlap {
  floating: string;
  covered: string;
}

/**
 * Every visible floating control ([data-floating]: the corner buttons, the load badge, the Lunar community button)
 * against every visible interactive element outside it: pairs whose boxes intersect. A control the page has slid away
 * (visibility hidden) covers nothing. With `region`, that element's box counts as covered too (the Lunar hero).
 */
export function floatingOverlaps(page: Page, interactive = INTERACTIVE, region?: string): Promise<Overlap[]> {
  return page.evaluate(
    ({ interactive, region }) => {
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
      };
      const inViewport = (box: DOMRect) =>
        box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      const meets = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      const found: Array<{ floating: string; covered: string }> = [];
      for (const floating of Array.from(document.querySelectorAll('[data-floating]'))) {
        if (!visible(floating)) continue;
        // The visible parts only: a group's own box, or each of its buttons.
        const parts = [floating, ...Array.from(floating.querySelectorAll('*'))]
          .filter(visible)
          .map((el) => el.getBoundingClientRect());
        const targets = Array.from(document.querySelectorAll(interactive)).filter(
          (el) =>
            !floating.contains(el) &&
            !el.closest('[data-floating]') &&
            visible(el) &&
            inViewport(el.getBoundingClientRect()),
        );
        if (region) {
          const hero = document.querySelector(region);
          if (hero) targets.push(hero);
        }
        for (const target of targets) {
          const box = target.getBoundingClientRect();
          if (parts.some((part) => meets(part, box))) found.push({ floating: name(floating), covered: name(target) });
        }
      }
      return found;
    },
    { interactive, region },
  );
}

/** How far the page pans sideways, and the widest elements sticking out of the viewport. */
export function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (overflow > 0) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.right > root.clientWidth + 1 && box.width > 0 && getComputedStyle(el).position !== 'fixed') {
          culprits.push(
            `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 2).join('.')} right=${Math.round(box.right)}`,
          );
          if (culprits.length >= 5) break;
        }
      }
    }
    return { overflow, culprits };
  });
}

/** Scrolls the whole page down and back to the top, so the sections rendered on approach are all there. */
export async function visitWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * The focused element and whether a keyboard user can see where focus is, from computed styles: an outline of at
 * least 2 px (on the element, or — for a visually hidden radio or checkbox input — on the control or label that draws
 * it), a box-shadow, or a text field's border of at least 2 px (1 px unfocused). Nothing focused (the body) is reported as such.
 */
export function focusRing(page: Page): Promise<{ what: string; ring: boolean; tag: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: '(body)', ring: true, tag: 'body' };
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const opacity = (node: Element | null) => {
      let o = 1;
      for (let n = node; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
      return o;
    };
    const outlined = (node: Element) => {
      const s = getComputedStyle(node);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && opacity(node) > 0.5;
    };
    const shadowed = (node: Element) => getComputedStyle(node).boxShadow !== 'none' && opacity(node) > 0.5;
    let ring = outlined(el) || shadowed(el);
    // A hidden radio/checkbox input: the ring is drawn by its control or its label.
    for (let n = el.parentElement, i = 0; !ring && n && i < 4; n = n.parentElement, i++) ring = outlined(n);
    // A text field: MUI's focused border.
    const field = el.closest('.MuiInputBase-root');
    if (!ring && field) {
      const outline = field.querySelector('.MuiOutlinedInput-notchedOutline');
      const border = outline ? parseFloat(getComputedStyle(outline).borderTopWidth) : 0;
      const underline = parseFloat(getComputedStyle(field, '::after').borderBottomWidth || '0');
      ring = border >= 2 || (field.classList.contains('Mui-focused') && underline >= 2);
    }
    return { what, ring, tag: el.tagName.toLowerCase() };
  });
}

/**
 * Presses Tab until the focused element matches `selector` (and, with `text`, reads exactly that) — keyboard only;
 * every stop on the way must show a focus ring (collected in `rings` when given). Fails after `max` presses.
 */
export async function tabTo(page: Page, selector: string, text?: string, rings?: string[], max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (rings) {
      const focus = await focusRing(page);
      if (!focus.ring) rings.push(focus.what);
    }
    const reached = await page.evaluate(
      ({ selector, text }) => {
        const el = document.activeElement;
        return !!el && el.matches(selector) && (text === undefined || (el.textContent ?? '').trim() === text);
      },
      { selector, text },
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${selector}${text ? ` "${text}"` : ''}`);
}
