import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audiencesOf, NewInYourAreas } from './ForYou';

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
          programme: { slug: 'sound-explorers', title: 'Sound Explorers', audience: { slug: 'primary', title: 'Primary' } },
        };
        return new Response(JSON.stringify({ data: { schemes: [unit, null] } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const Stub = createRoutesStub([{ path: '/', Component: () => <NewInYourAreas areas={['Primary education']} /> }]);
    render(<Stub initialEntries={['/']} />);
    const region = within(await screen.findByRole('region', { name: 'New in your areas' }));
    expect((await region.findByRole('link')).getAttribute('href')).toBe('/primary/sound-explorers/unit/u1');
    expect(region.getByText('Tiptoe and stomp.')).toBeTruthy();
    expect(asked).toEqual([{ audiences: ['primary'] }]);
  });

  it('is left out for a teacher whose areas have no units', () => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <NewInYourAreas areas={['Live performances']} /> }]);
    render(<Stub initialEntries={['/']} />);
    expect(screen.queryByRole('region', { name: 'New in your areas' })).toBeNull();
  });
});
