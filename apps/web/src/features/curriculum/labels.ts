/** How curriculum tags read as labels (CurriculumLabels.tsx): pure, so the wording is tested without a page. */

export interface TagText {
  slug: string;
  title: string;
}

const yearNumber = (slug: string): number | undefined => {
  const match = /^year-(\d+)$/.exec(slug);
  return match ? Number(match[1]) : undefined;
};

/**
 * Year groups as a teacher says them: a run of consecutive school years joined ("Years 3–5"), a single
 * one by its name ("Year 2"), the others (Nursery, Reception, SEND: all ages) as they are. In the
 * lists' order, as the CMS gives them.
 */
export function yearGroupLabels(yearGroups: readonly TagText[]): string[] {
  const labels: string[] = [];
  let run: number[] = [];
  const closeRun = () => {
    if (run.length === 1) labels.push(`Year ${run[0]}`);
    else if (run.length > 1) labels.push(`Years ${run[0]}–${run[run.length - 1]}`);
    run = [];
  };
  for (const year of yearGroups) {
    const number = yearNumber(year.slug);
    if (number === undefined) {
      closeRun();
      labels.push(year.title);
    } else {
      if (run.length && number !== run[run.length - 1] + 1) closeRun();
      run.push(number);
    }
  }
  closeRun();
  return labels;
}

/** "1 lesson", "3 lessons". */
export const lessonCount = (lessons: number): string => `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}`;
