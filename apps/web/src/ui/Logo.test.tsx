import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../lib/config';
import { Logo } from './Logo';

afterEach(cleanup);

const publicDir = path.resolve(__dirname, '../../public');

describe('Logo', () => {
  it('is an image whose text alternative is the product name', () => {
    render(<Logo />);
    const logo = screen.getByRole('img', { name: PRODUCT_NAME });
    expect(logo.tagName).toBe('IMG');
    expect(logo.getAttribute('src')).toBe('/logo.svg');
    // Its size is reserved before the picture arrives.
    expect(logo.getAttribute('width')).toBe('260');
    expect(logo.getAttribute('height')).toBe('48');
  });

  it('has a light version for dark backgrounds', () => {
    render(<Logo inverted />);
    expect(screen.getByRole('img', { name: PRODUCT_NAME }).getAttribute('src')).toBe('/logo-inverted.svg');
  });

  it.each(['logo.svg', 'logo-inverted.svg'])('public/%s is a small SVG that names the product', (file) => {
    const svg = fs.readFileSync(path.join(publicDir, file), 'utf8');
    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 260 48"/);
    expect(svg).toContain(`<title id="t">${PRODUCT_NAME}</title>`);
    expect(svg).not.toMatch(/<script|href=|@import|url\(/i);
  });
});
