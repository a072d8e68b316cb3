// @ts-check
// Draws the web app manifest's PNG icons (public/icons/) from public/favicon.svg with the system
// Chromium, so the installed app shows the same mark as the tab. Run it again after changing the
// favicon: `node scripts/make-icons.mjs`. The PNGs are committed, so a build needs no browser.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, ensureChromium } from "./browsers.mjs";

const root = path.resolve(import.meta.dirname, "..");
const HEADER = "#131921"; // `--color-header` in src/shared/styles/tokens.css

/**
 * icon-192.png and icon-512.png (`any`) are the favicon at full size. icon-maskable-512.png fills its
 * square with the header's colour and keeps the mark inside the central 80% circle that every
 * launcher's mask leaves visible.
 */
const ICONS = [{ size: 192 }, { size: 512 }, { size: 512, maskable: true }];

const svg = await readFile(path.join(root, "public/favicon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
try {
  for (const { size, maskable = false } of ICONS) {
    const file = `icon-${maskable ? "maskable-" : ""}${size}.png`;
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const mark = maskable ? Math.round(size * 0.6) : size;
    const background = maskable ? HEADER : "transparent";
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        `<img alt="" width="${mark}" height="${mark}" src="data:image/svg+xml,${encodeURIComponent(svg)}"></body>`,
    );
    await page.locator("img").evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
    await page.screenshot({ path: path.join(root, "public/icons", file), omitBackground: !maskable });
    await page.close();
    console.log(`public/icons/${file}: ${size} x ${size}${maskable ? ", maskable" : ""}`);
  }
} finally {
  await browser.close();
}
