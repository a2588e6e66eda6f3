import { describe, expect, it } from 'vitest';
import { planFileName, planHtml, planSections, planTitle, type PlanDraft } from './plan-sections';

const draft: PlanDraft = {
  school: 'Hillside <Primary> & Nursery',
  academicYear: '2026 to 2027',
  asOf: '2026-11-28',
  curriculum: ['Classes are taught music for an average of 45 minutes a week in key stage 1.'],
  taught: [{ title: 'Year 2', units: ['Loud and quiet', 'Pulse'], areas: ['Singing', 'Listening'] }],
  experiences: ['This year, pupils went to a live concert: The Firebird (Orchestra Live) on 4 March 2027.'],
  notes: ['Key stage 1 averages 45 minutes a week.'],
  concerts: [],
};

describe('the music development plan summary', () => {
  it("follows the template's sections, with Parts A and C drafted and the rest left to write", () => {
    const sections = planSections(draft);
    expect(sections.map((section) => section.title)).toEqual([
      'Overview',
      'Part A: Curriculum music',
      'Part B: Co-curricular music',
      'Part C: Musical experiences',
      'In the future',
    ]);
    expect(sections[0].blocks[0]).toMatchObject({
      kind: 'facts',
      rows: expect.arrayContaining([{ label: 'Academic year that this summary covers', value: '2026 to 2027' }]),
    });
    expect(sections[1].blocks.map((block) => block.kind)).toEqual(['paragraph', 'list', 'to-write']);
    expect(sections[1].blocks[1]).toEqual({
      kind: 'list',
      title: 'What each year group is taught this year',
      items: [{ lead: 'Year 2', text: 'Loud and quiet; Pulse. Areas of the Model Music Curriculum: Singing, Listening.' }],
    });
    expect(sections[2].blocks.map((block) => block.kind)).toEqual(['to-write']);
    expect(sections[3].blocks[0]).toEqual({ kind: 'paragraph', text: draft.experiences[0] });
  });

  it('leaves the year groups out of an empty record', () => {
    expect(planSections({ ...draft, curriculum: [], taught: [], experiences: [] })[1].blocks.map((block) => block.kind)).toEqual(['to-write']);
  });

  it('downloads as one plain web page, its text escaped, without the notes for the subject leader', () => {
    const html = planHtml(draft);
    expect(html.startsWith('<!doctype html>\n<html lang="en-GB">')).toBe(true);
    expect(html).toContain(`<title>Music development plan summary: Hillside &lt;Primary&gt; &amp; Nursery, 2026 to 2027</title>`);
    expect(html).toContain('<h2>Part A: Curriculum music</h2>\n<p>Classes are taught music for an average of 45 minutes a week in key stage 1.</p>');
    expect(html).toContain('<li><strong>Year 2:</strong> Loud and quiet; Pulse. Areas of the Model Music Curriculum: Singing, Listening.</li>');
    expect(html).toContain('<tr><th scope="row">Name of local music hub</th><td>[For you to write: add this]</td></tr>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('style');
    expect(html).not.toContain(draft.notes[0]);
    expect(planTitle(draft)).toBe('Music development plan summary: Hillside <Primary> & Nursery, 2026 to 2027');
    expect(planFileName(draft)).toBe('hillside-primary-nursery-music-development-plan-summary-2026-to-2027.html');
  });
});
