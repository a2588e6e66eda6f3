/**
 * The slide template picker (docs/admin-slide-templates.md): every template of the slideshow has a
 * drawing of its layout, a full name and a line of when to use it, the same in its schema (what
 * Strapi shows) and in the admin panel's list (what its stylesheet writes); the free-form slide is
 * offered last, as the fallback. The picker itself is checked in a browser by
 * e2e/tests/admin-panel.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLIDE_TEMPLATES } from '../src/admin/slide-templates/templates';
import { pickerStylesheet } from '../src/admin/slide-templates/picker-style';

const root = path.resolve(__dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const slideshow = readJson('src/api/activity-slideshow/content-types/activity-slideshow/schema.json');
const schemaOf = (uid: string) => readJson(`src/components/slide/${uid.replace(/^slide\./, '')}.json`);

describe('the slide templates', () => {
  it('are offered in the order of the list, the free-form slide last and marked as the fallback', () => {
    expect(slideshow.attributes.slides.components).toEqual(SLIDE_TEMPLATES.map((template) => template.uid));
    expect(SLIDE_TEMPLATES.filter((template) => template.fallback).map((template) => template.uid)).toEqual(['slide.all']);
    expect(SLIDE_TEMPLATES.at(-1)!.displayName).toBe('Free-form (when no template fits)');
  });

  it('each have a drawing of their layout, a full name and a line of when to use it, in their schema too', () => {
    const names = new Set<string>();
    for (const template of SLIDE_TEMPLATES) {
      const { info } = schemaOf(template.uid);
      expect(info.displayName, template.uid).toBe(template.displayName);
      expect(info.description, template.uid).toBe(template.whenToUse);
      expect(info.preview, template.uid).toBe(`/admin/${template.thumbnail}`);
      expect(template.whenToUse.length, template.uid).toBeLessThanOrEqual(100);
      const drawing = fs.readFileSync(path.join(root, 'src/admin/slide-templates/thumbnails', template.thumbnail), 'utf8');
      expect(drawing, template.uid).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 160 90"/);
      // A picture only: nothing a browser would run.
      expect(drawing, template.uid).not.toMatch(/<script|on\w+=|href=/i);
      names.add(template.displayName);
    }
    expect(names.size).toBe(SLIDE_TEMPLATES.length);
  });

  it("write each template's line under its tile, keyed on its thumbnail", () => {
    const css = pickerStylesheet();
    for (const template of SLIDE_TEMPLATES) {
      expect(css).toContain(`button:has(img[src="/admin/${template.thumbnail}"]) > div::after { content: ${JSON.stringify(template.whenToUse)}; }`);
    }
  });
});
