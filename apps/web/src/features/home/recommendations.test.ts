import { describe, expect, it } from 'vitest';
import { comingSoonPaths } from '../navigation/menu-sections';
import { recommendable } from './recommendations';

const unit = (id: string, audience: string, programme: string, released: boolean | null = true) => ({
  documentId: id,
  programme: { slug: programme, released, audience: { slug: audience } },
});

describe('the home page’s recommendations', () => {
  const audiences = [
    {
      slug: 'primary',
      title: 'Primary',
      featurebox: [
        { id: '1', title: 'Sound Explorers', is_preview: false, programmelink: { programme: { slug: 'sound-explorers', title: 'Sound Explorers' } } },
        { id: '2', title: 'Rhythm Lab', is_preview: true, programmelink: { programme: { slug: 'rhythm-lab', title: 'Rhythm Lab' } } },
      ],
    },
  ];

  it('never recommends a unit of a programme the menus mark Coming soon, nor one that is not released', () => {
    const soon = comingSoonPaths(audiences);
    expect([...soon]).toEqual(['/primary/rhythm-lab']);
    const units = [
      unit('a', 'primary', 'rhythm-lab'),
      unit('b', 'primary', 'sound-explorers'),
      unit('c', 'primary', 'not-yet', false),
      unit('d', 'secondary', 'rhythm-lab'),
      unit('e', 'primary', 'sound-explorers', null),
    ];
    expect(recommendable(units, soon).map((u) => u.documentId)).toEqual(['b', 'd', 'e']);
  });

  it('fills the four places from the next units, newest first', () => {
    const units = ['1', '2', '3', '4', '5', '6'].map((id, index) => unit(id, 'primary', index < 2 ? 'rhythm-lab' : 'sound-explorers'));
    expect(recommendable(units, comingSoonPaths(audiences)).map((u) => u.documentId)).toEqual(['3', '4', '5', '6']);
  });
});
