import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audiencesOf, NewInYourAreas } from './ForYou';
import { shellFixture } from '../../test/fixtures';

/** The component under the shell's 'root' route, whose Primary menu marks Orchestra Detectives 'Coming soon'. */
function underShell(element: React.ReactElement) {
  const shell = shellFixture();
  shell.audiences = [
    {
      ...shell.audiences[0]!,
      featurebox: [
        { id: 'box-1', title: 'Sound Explorers', is_preview: false, programmelink: { programme: { slug: 'sound-explorers', title: 'Sound Explorers' } } },
        {
          id: 'box-2',
          title: 'Orchestra Detectives',
          is_preview: true,
          programmelink: { programme: { slug: 'orchestra-detectives', title: 'Orchestra Detectives' } },
        },
      ],
    } as never,
  ];
  return createRoutesStub([{ id: 'root', path: '/', loader: () => shell, HydrateFallback: () => null, children: [{ index: true, Component: () => element }] }]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the areas of interest', () => {
  it('lead to the audiences of the catalogue, each once; live performances have no units', () => {
    expect(audiencesOf(['SEND education', 'Primary education', 'Live performances', 'Primary education'])).toEqual(['send', 'primary']);
    expect(audiencesOf(undefined)).toEqual([]);
  });
});

describe('"New in your areas"', () => {
  it("asks for the units of the teacher's audiences and links each to its page", async () => {
    const asked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        asked.push(JSON.parse(String(init.body)).variables);
        const unit = {
          documentId: 'u1',
          title: 'Loud and Quiet',
          blurb: 'Tiptoe and stomp.',
          programme: { slug: 'sound-explorers', title: 'Sound Explorers', released: true, audience: { slug: 'primary', title: 'Primary' } },
        };
        // Newer, but of programmes the site marks 'Coming soon' (a preview box; a programme not released).
        const previewed = {
          ...unit,
          documentId: 'u0',
          title: 'Clue One',
          programme: { ...unit.programme, slug: 'orchestra-detectives', title: 'Orchestra Detectives' },
        };
        const unreleased = { ...unit, documentId: 'u00', title: 'Not Yet', programme: { ...unit.programme, slug: 'not-yet', released: false } };
        return new Response(JSON.stringify({ data: { schemes: [previewed, unreleased, unit, null] } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const Stub = underShell(<NewInYourAreas areas={['Primary education']} />);
    render(<Stub initialEntries={['/']} />);
    const region = within(await screen.findByRole('region', { name: 'New in your areas' }));
    expect((await region.findAllByRole('link')).map((link) => link.getAttribute('href'))).toEqual(['/primary/sound-explorers/unit/u1']);
    expect(region.getByText('Tiptoe and stomp.')).toBeTruthy();
    expect(region.queryByText('Clue One')).toBeNull();
    expect(region.queryByText('Not Yet')).toBeNull();
    expect(asked).toEqual([{ audiences: ['primary'] }]);
  });

  it('is left out for a teacher whose areas have no units', () => {
    const Stub = underShell(<NewInYourAreas areas={['Live performances']} />);
    render(<Stub initialEntries={['/']} />);
    expect(screen.queryByRole('region', { name: 'New in your areas' })).toBeNull();
  });
});
