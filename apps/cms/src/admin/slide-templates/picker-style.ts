/**
 * The slide template picker, readable (docs/admin-slide-templates.md). Strapi draws a component's
 * `info.preview` picture in its tile, which is how each layout gets its thumbnail; but the tile is
 * 14rem wide and 8.4rem tall, cuts the name after one line and has no room for a description, and
 * Strapi offers no hook into the picker. So this stylesheet, keyed on the thumbnails' addresses (the
 * only stable attribute of a tile: its class names are generated), widens the tiles, lets the name
 * wrap, writes each template's "when to use" line under it, and sets the free-form slide apart as
 * the fallback: a full-width, dashed, quieter tile after the others. Should a Strapi upgrade change
 * the picker's markup, the rules stop matching and the picker falls back to Strapi's own tiles,
 * thumbnails included (e2e/tests/admin-panel.spec.ts notices).
 */
import { SLIDE_TEMPLATES, thumbnailUrl, type SlideTemplate } from './templates';

const STYLE_ID = 'slide-template-picker';
const thumbnail = (template?: SlideTemplate) => `img[src${template ? `="${thumbnailUrl(template)}"` : '^="/admin/slide-template-"'}]`;
const tile = (template?: SlideTemplate) => `button:has(${thumbnail(template)})`;

export function pickerStylesheet(templates: SlideTemplate[] = SLIDE_TEMPLATES): string {
  const anyTile = tile();
  const rules = [
    // (:has() may not hold another :has(): the grid is the parent of a button holding a thumbnail.)
    `:has(> button ${thumbnail()}) { grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr)) !important; gap: 8px !important; }`,
    `${anyTile} { height: auto !important; min-height: 8.4rem; padding: 8px 4px !important; align-items: flex-start !important; }`,
    `${anyTile} > div { gap: 6px !important; }`,
    `${anyTile} img { height: auto !important; aspect-ratio: 16 / 9; object-fit: contain !important; }`,
    `${anyTile} > div > :last-child, ${anyTile} > div > :last-child * { white-space: normal !important; overflow: visible !important; text-overflow: clip !important; text-align: center; font-size: 1.4rem; }`,
    `${anyTile} > div::after { display: block; font-size: 1.2rem; line-height: 1.35; font-weight: 400; text-align: center; }`,
    ...templates.map((template) => `${tile(template)} > div::after { content: ${JSON.stringify(template.whenToUse)}; }`),
    ...templates
      .filter((template) => template.fallback)
      .flatMap((template) => [
        `${tile(template)} { grid-column: 1 / -1; order: 1; margin-top: 8px; border-style: dashed !important; background: transparent !important; }`,
        `${tile(template)} > div { display: grid !important; grid-template-columns: 13rem 1fr; column-gap: 12px !important; row-gap: 2px !important; }`,
        `${tile(template)} > div > :first-child { grid-row: 1 / span 2; }`,
        `${tile(template)} > div > :last-child { align-self: end; text-align: left; }`,
        `${tile(template)} > div::after { align-self: start; text-align: left; }`,
      ]),
  ];
  return rules.join('\n');
}

/** Adds the stylesheet to the admin panel's page, once. */
export function styleSlideTemplatePicker(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = pickerStylesheet();
  document.head.appendChild(style);
}
