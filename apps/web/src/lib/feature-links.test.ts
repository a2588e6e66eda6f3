import { describe, expect, it } from 'vitest';
import { featureBoxHref, featureBoxLink, menuLink } from './feature-links';

const secondary = { kind: 'audience', audienceSlug: 'secondary' } as const;
const landing = { kind: 'landing-page', audienceSlug: 'secondary', landingSlug: 'gcse-and-beyond' } as const;

describe('feature box link shapes (docs/product.md, "Feature boxes")', () => {
  it.each([
    ['secondary feature box, project', secondary, { project: { slug: 'new-music' } }, '/secondary/project/new-music'],
    ['secondary feature box, landing page', secondary, { landing_page: { slug: 'gcse' } }, '/secondary/gcse'],
    ['landing-page feature, programme', landing, { programme: { slug: 'film-music-lab' } }, '/secondary/gcse-and-beyond/programme/film-music-lab'],
    ['landing-page feature, project', landing, { project: { slug: 'new-music' } }, '/secondary/gcse-and-beyond/project/new-music'],
    ['landing-page feature, landing page', landing, { landing_page: { slug: 'a-level' } }, '/secondary/gcse-and-beyond/page/a-level'],
    ['landing-page feature, live programme', landing, { live_programme: { slug: 'schools-concerts' } }, '/live/schools-concerts'],
    [
      'audience feature box, programme',
      { kind: 'audience', audienceSlug: 'primary' } as const,
      { programme: { slug: 'sound-explorers' } },
      '/primary/sound-explorers',
    ],
    ['audience feature box, live programme', { kind: 'audience', audienceSlug: 'live' } as const, { live_programme: { slug: 'relaxed' } }, '/live/relaxed'],
  ])('%s', (_name, context, link, expected) => {
    expect(featureBoxHref(link, context)).toBe(expected);
  });

  it('has no link without a target', () => {
    expect(featureBoxHref(null, secondary)).toBeUndefined();
    expect(featureBoxHref({ programme: null, project: null }, secondary)).toBeUndefined();
  });

  it('never links a preview box, even with a target', () => {
    expect(featureBoxLink({ is_preview: true, programmelink: { programme: { slug: 'x' } } }, secondary)).toBeUndefined();
    expect(featureBoxLink({ is_preview: false, programmelink: { programme: { slug: 'x' } } }, secondary)).toBe('/secondary/x');
  });

  it('builds menu links as /{audienceSlug}/{slug} with the item title', () => {
    expect(menuLink('secondary', { project: { slug: 'new-music', title: 'New Music' } })).toEqual({ to: '/secondary/new-music', title: 'New Music' });
    expect(menuLink('live', { live_programme: { slug: 'schools-concerts', title: 'Schools Concerts' } })).toEqual({
      to: '/live/schools-concerts',
      title: 'Schools Concerts',
    });
    expect(menuLink('primary', null)).toBeUndefined();
  });
});
