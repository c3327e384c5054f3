// Every public page in every language on a small phone (360 px wide): nothing sticks out sideways, so the page never
// scrolls horizontally and no text runs out of the card that holds it (long Russian and German words included).
// One browser page per language, reused for all its pages: each visit is a page load of a prerendered page.
import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForPage } from "./fixtures.ts";

const LANGUAGES = ["en", "fr", "ru", "de"] as const;

// The public pages after the language, and each service's own page: the build writes one for every service in the
// catalogue (the services page links only to some of them).
const SECTIONS: string[] = [
  "",
  "about",
  "services",
  "practical-info",
  "contact",
  "booking",
  "privacy",
  "terms",
  "cookies",
  "accessibility",
  ...readdirSync("dist/en/services", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `services/${entry.name}`),
];

interface Overflow {
  what: string;
  left: number;
  right: number;
}

/**
 * What the visitor would see outside the screen or outside its own box: the page wider than the window, any
 * element whose visible part (after its clipping ancestors) crosses the window's sides, and any box drawn on screen
 * (a background or a border, as a card or a badge has) whose content is wider than the box itself.
 */
async function overflows(page: Page): Promise<{ pageWidth: number; windowWidth: number; elements: Overflow[] }> {
  return page.evaluate(() => {
    const windowWidth = window.innerWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
      const classes = typeof element.className === "string" ? element.className.slice(0, 80) : "";
      return `<${element.tagName.toLowerCase()} class="${classes}"> ${text}`;
    };
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== "visible";
    const drawsABox = (style: CSSStyleDeclaration) =>
      (style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent") ||
      (parseFloat(style.borderLeftWidth) > 0 && style.borderLeftColor !== "rgba(0, 0, 0, 0)");

    const elements: Overflow[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;

      // The part of the box left visible by the ancestors that clip their content; text for screen readers only
      // (the skip link until it has the focus) is clipped away entirely.
      let left = box.left;
      let right = box.right;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const nodeStyle = node === element ? style : getComputedStyle(node);
        if (nodeStyle.clipPath !== "none" || nodeStyle.clip !== "auto") right = left;
        if (node === element || !clips(nodeStyle)) continue;
        const clip = node.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (right > left && (left < -0.5 || right > windowWidth + 0.5)) {
        elements.push({ what: describe(element), left: Math.round(left), right: Math.round(right) });
        continue;
      }

      // A card, badge or button whose content runs past its own edge (a scrolling box is meant to scroll; an
      // ellipsis is a deliberate cut).
      if (
        element !== document.documentElement &&
        drawsABox(style) &&
        !["auto", "scroll"].includes(style.overflowX) &&
        style.textOverflow !== "ellipsis" &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        elements.push({
          what: `content wider than its box (${element.scrollWidth} > ${element.clientWidth}): ${describe(element)}`,
          left: Math.round(box.left),
          right: Math.round(box.right),
        });
      }
    }
    return { pageWidth: document.documentElement.scrollWidth, windowWidth, elements };
  });
}

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const language of LANGUAGES) {
    test(`no public page in ${language} is wider than the screen, and no text leaves its card`, async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(180_000);
      expect(SECTIONS.filter((section) => section.startsWith("services/")).length).toBeGreaterThanOrEqual(15);
      const paths = SECTIONS.map((section) => (section ? `/${language}/${section}` : `/${language}`));

      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await waitForPage(page);
          if (path === `/${language}`) {
            // The hero's badges float in after half a second; they are measured where they come to rest.
            const badges = page.locator("main ul[aria-label]").first().locator("li");
            await expect(badges.last()).toHaveCSS("opacity", "1");
          }
          const found = await overflows(page);
          expect.soft(found.elements, `elements outside the screen or their card on ${path}`).toEqual([]);
          expect.soft(found.pageWidth, `page width on ${path}`).toBeLessThanOrEqual(found.windowWidth);
        });
      }
      expect(pageErrors.list()).toEqual([]);
    });
  }
});
