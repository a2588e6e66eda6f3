import { describe, expect, it, vi } from 'vitest';
import { completeShell, SHELL_PAGE_SIZE, type ShellData } from './shell-data';
import type { ShellMoreQuery } from '../graphql/generated';

const programmes = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    documentId: `p${from + i}`,
    title: `Programme ${from + i}`,
    slug: `programme-${from + i}`,
    released: true,
    audience: { slug: 'primary' },
  }));
const schemes = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ documentId: `s${from + i}`, title: `Unit ${from + i}` }));

function shell(programmeCount: number, schemeCount: number): ShellData {
  return {
    audiences: [],
    programmes: programmes(0, programmeCount),
    schemes: schemes(0, schemeCount),
    landingPages: [],
    projects: [],
    liveProgrammes: [],
    liveProductions: [],
  };
}

/** The CMS's answers to ShellMore for a catalogue of this many programmes and units. */
function cms(programmeTotal: number, schemeTotal: number) {
  return vi.fn(async (start: number): Promise<ShellMoreQuery> => ({
    programmes: programmes(start, Math.max(0, Math.min(SHELL_PAGE_SIZE, programmeTotal - start))),
    schemes: schemes(start, Math.max(0, Math.min(SHELL_PAGE_SIZE, schemeTotal - start))),
    landingPages: [],
    projects: [],
    liveProgrammes: [],
    liveProductions: [],
  }));
}

describe('the whole shell, past the CMS’s 500 per request', () => {
  it('needs one request for a catalogue within 500 of each', async () => {
    const more = cms(40, 120);
    const whole = await completeShell(shell(40, 120), more);
    expect(more).not.toHaveBeenCalled();
    expect(whole.programmes).toHaveLength(40);
  });

  it('reads on while any list comes back full, and keeps every item once, in order', async () => {
    const more = cms(700, 1400);
    const whole = await completeShell(shell(500, 500), more);
    expect(more.mock.calls.map(([start]) => start)).toEqual([500, 1000]);
    expect(whole.programmes.map((p) => p!.documentId)).toEqual(programmes(0, 700).map((p) => p.documentId));
    expect(whole.schemes.map((s) => s!.documentId)).toEqual(schemes(0, 1400).map((s) => s.documentId));
  });

  it('asks once more when a list is exactly a page long, and stops at the empty answer', async () => {
    const more = cms(500, 10);
    const whole = await completeShell(shell(500, 10), more);
    expect(more.mock.calls.map(([start]) => start)).toEqual([500]);
    expect(whole.programmes).toHaveLength(500);
    expect(whole.schemes).toHaveLength(10);
  });
});
