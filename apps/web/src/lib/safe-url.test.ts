import { describe, expect, it } from 'vitest';
import { safeAddress, safeHref } from './safe-url';

describe('addresses from content', () => {
  it.each([
    ['https://tickets.example.org/journey?x="><svg/onload=alert(1)>', { kind: 'web', href: 'https://tickets.example.org/journey?x="><svg/onload=alert(1)>' }],
    ['  http://example.org  ', { kind: 'web', href: 'http://example.org' }],
    ['/subscribe', { kind: 'site', path: '/subscribe' }],
    ['/', { kind: 'site', path: '/' }],
  ])('keeps %s', (value, expected) => {
    expect(safeAddress(value)).toEqual(expected);
  });

  it.each([
    'javascript:window.__xss=1',
    ' JavaScript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'https://',
    'subscribe',
    'mailto:office@example.org',
    '#top',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeAddress(value)).toBeUndefined();
    expect(safeHref(value)).toBeUndefined();
  });

  it('lets rich text link to an email, a phone number or an anchor, never to a script', () => {
    expect(safeHref('mailto:office@example.org', { inRichText: true })).toBe('mailto:office@example.org');
    expect(safeHref('tel:+441234567890', { inRichText: true })).toBe('tel:+441234567890');
    expect(safeHref('#top', { inRichText: true })).toBe('#top');
    expect(safeHref('javascript:window.__xss=1', { inRichText: true })).toBeUndefined();
    expect(safeHref('/cpd', { inRichText: true })).toBe('/cpd');
  });
});
