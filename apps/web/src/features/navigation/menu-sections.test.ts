import { describe, expect, it } from 'vitest';
import { menuSections } from './menu-sections';

describe('menuSections', () => {
  const audiences = [
    {
      slug: 'live',
      title: 'Live',
      featurebox: [
        { id: '9', title: 'Concerts', programmelink: { live_programme: { slug: 'schools-concerts', title: 'Schools Concerts' } } },
        { id: '10', title: 'Same concerts again', programmelink: { live_programme: { slug: 'schools-concerts', title: 'Schools Concerts' } } },
      ],
    },
    {
      slug: 'primary',
      title: 'Primary',
      featurebox: [
        { id: '1', title: 'Box', programmelink: { programme: { slug: 'sound-explorers', title: 'Sound Explorers' } } },
        { id: '2', title: 'Preview', is_preview: true, programmelink: { programme: { slug: 'detectives', title: 'Orchestra Detectives' } } },
        { id: '3', title: 'No link', programmelink: null },
        null,
      ],
    },
    null,
    { slug: 'send', title: 'SEND', featurebox: [] },
    { slug: 'secondary', title: 'Secondary', featurebox: null },
  ];

  it('orders the sections Primary, Secondary, SEND, Live with a home link each', () => {
    const sections = menuSections(audiences);
    expect(sections.map((s) => [s.title, s.home])).toEqual([
      ['Primary', '/primary'],
      ['Secondary', '/secondary'],
      ['SEND', '/send'],
      ['Live', '/live'],
    ]);
  });

  it('lists one entry per feature box with a target; a preview entry is flagged and has no link', () => {
    const primary = menuSections(audiences)[0];
    expect(primary.entries).toEqual([
      { key: '1', title: 'Sound Explorers', to: '/primary/sound-explorers', preview: false },
      { key: '2', title: 'Orchestra Detectives', to: undefined, preview: true },
    ]);
    expect(menuSections(audiences)[3].entries).toEqual([{ key: '9', title: 'Schools Concerts', to: '/live/schools-concerts', preview: false }]);
  });
});
