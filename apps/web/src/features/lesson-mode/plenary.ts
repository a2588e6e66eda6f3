/**
 * The end screen's plenary prompt (docs/slide-layouts.md, "End screen"). A lesson has no plenary
 * field of its own: its plenary is the activity under a section divider named 'Plenary' (or an
 * activity whose type is 'plenary'), and that activity's summary for the lesson page is the
 * prompt. A lesson without one shows no prompt: nothing is made up.
 */
interface Entry {
  title?: string | null;
  section_divider?: boolean | null;
  activity?: { type?: string | null; lesson_summary?: string | null } | null;
}

const PLENARY = /plenary/i;

export function plenaryPrompt(entries: ReadonlyArray<Entry | null | undefined> | null | undefined): string | undefined {
  let underPlenary = false;
  for (const entry of entries ?? []) {
    if (!entry) continue;
    if (entry.section_divider) {
      underPlenary = PLENARY.test(entry.title ?? '');
      continue;
    }
    const summary = entry.activity?.lesson_summary?.trim();
    if (summary && (underPlenary || PLENARY.test(entry.activity?.type ?? ''))) return summary;
  }
  return undefined;
}
