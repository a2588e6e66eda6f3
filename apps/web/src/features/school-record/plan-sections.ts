/**
 * The music development plan summary as the page shows it and the download carries it
 * (apps/cms/docs/teaching-record.md, "Music development plan summary"): the Department for
 * Education's template, section by section, with Part A and Part C drafted by the CMS from the
 * school's record and the rest left for the school to write. Pure, so the page and the file say the
 * same (plan-sections.test.ts).
 *
 * The download is one HTML file: a school publishes the summary on its website, and a website's
 * editor takes it pasted (headings, lists and the overview table survive the paste; most editors
 * have an HTML view too), while Word opens the same file to finish it and save it as a document or
 * a PDF for a site that wants a file. A .docx would need Word before the website; plain text would
 * lose the headings and the table.
 */
import type { DevelopmentPlanPageQuery } from '../../graphql/generated';

export type PlanDraft = DevelopmentPlanPageQuery['schoolDevelopmentPlan'];

export type PlanBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'to-write'; text: string }
  | { kind: 'facts'; rows: Array<{ label: string; value: string | null }> }
  | { kind: 'list'; title: string; items: Array<{ lead: string; text: string }> };

export interface PlanSection {
  id: string;
  title: string;
  blocks: PlanBlock[];
}

export const TO_WRITE = 'For you to write';

export function planTitle(draft: Pick<PlanDraft, 'school' | 'academicYear'>): string {
  return `Music development plan summary: ${draft.school}, ${draft.academicYear}`;
}

export function planSections(draft: PlanDraft): PlanSection[] {
  const taught = draft.taught.map((year) => ({
    lead: year.title,
    text: [`${year.units.join('; ')}.`, year.areas.length ? `Areas of the Model Music Curriculum: ${year.areas.join(', ')}.` : ''].filter(Boolean).join(' '),
  }));
  return [
    {
      id: 'overview',
      title: 'Overview',
      blocks: [
        {
          kind: 'facts',
          rows: [
            { label: 'Academic year that this summary covers', value: draft.academicYear },
            { label: 'Date this summary was published', value: null },
            { label: 'Date this summary will be reviewed', value: null },
            { label: 'Name of the school music lead', value: null },
            { label: 'Name of school leadership team member with responsibility for music (if different)', value: null },
            { label: 'Name of local music hub', value: null },
            { label: 'Name of other music education organisation(s) (if any)', value: null },
          ],
        },
      ],
    },
    {
      id: 'part-a',
      title: 'Part A: Curriculum music',
      blocks: [
        ...draft.curriculum.map((text) => ({ kind: 'paragraph' as const, text })),
        ...(taught.length ? [{ kind: 'list' as const, title: 'What each year group is taught this year', items: taught }] : []),
        {
          kind: 'to-write',
          text: 'How the curriculum is adapted for pupils with special educational needs and disabilities (SEND), any partnerships that support it and, in key stage 4, the music qualifications offered.',
        },
      ],
    },
    {
      id: 'part-b',
      title: 'Part B: Co-curricular music',
      blocks: [
        {
          kind: 'to-write',
          text: 'The instrument and singing lessons pupils can have, and what they cost; the choirs, ensembles and bands they can join; and where they can rehearse.',
        },
      ],
    },
    {
      id: 'part-c',
      title: 'Part C: Musical experiences',
      blocks: [
        ...draft.experiences.map((text) => ({ kind: 'paragraph' as const, text })),
        { kind: 'to-write', text: 'Singing in assemblies, the performances pupils give each term, and how families are invited to take part.' },
      ],
    },
    {
      id: 'in-the-future',
      title: 'In the future',
      blocks: [{ kind: 'to-write', text: 'What the school plans to change or develop in music next year.' }],
    },
  ];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const toWrite = (text: string) => `[${TO_WRITE}: ${text}]`;

function blockHtml(block: PlanBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escape(block.text)}</p>`;
    case 'to-write':
      return `<p><em>${escape(toWrite(block.text))}</em></p>`;
    case 'facts':
      return `<table>\n${block.rows.map((row) => `<tr><th scope="row">${escape(row.label)}</th><td>${escape(row.value ?? toWrite('add this'))}</td></tr>`).join('\n')}\n</table>`;
    case 'list':
      return `<h3>${escape(block.title)}</h3>\n<ul>\n${block.items.map((item) => `<li><strong>${escape(item.lead)}:</strong> ${escape(item.text)}</li>`).join('\n')}\n</ul>`;
  }
}

/** The summary's markup (its title and sections), as it is copied to paste into a website's editor. */
export function planBodyHtml(draft: PlanDraft): string {
  const sections = planSections(draft).map((section) => `<h2>${escape(section.title)}</h2>\n${section.blocks.map(blockHtml).join('\n')}`);
  return [`<h1>${escape(planTitle(draft))}</h1>`, ...sections].join('\n\n');
}

/** The summary as a web page file: plain markup, with no styles or scripts. */
export function planHtml(draft: PlanDraft): string {
  return `<!doctype html>\n<html lang="en-GB">\n<head>\n<meta charset="utf-8">\n<title>${escape(planTitle(draft))}</title>\n</head>\n<body>\n${planBodyHtml(draft)}\n</body>\n</html>\n`;
}

/** The download's file name: 'hillside-primary-school-music-development-plan-summary-2026-to-2027.html'. */
export function planFileName(draft: Pick<PlanDraft, 'school' | 'academicYear'>): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(draft.school) || 'school'}-music-development-plan-summary-${slug(draft.academicYear)}.html`;
}
