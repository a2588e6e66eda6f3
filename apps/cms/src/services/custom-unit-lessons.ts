/**
 * How a custom unit's lessons are made from the strands a teacher chose (docs/custom-units.md).
 * Pure: src/graphql/custom-units.ts loads the lesson and the strands and stores custom units.
 *
 * Combination key: each learning strand has a `combination_key` (for example 'listening'). The
 * key of a set of strands is their keys trimmed, lower-cased, without repeats, sorted (by code
 * point) and joined with '+': {Singing, Listening} -> 'listening+singing'. An editor's
 * `combination_key_configurations[].combination_key` is read the same way, splitting on '+', ','
 * or spaces, so 'Singing + Listening' and 'listening,singing' both match 'listening+singing'.
 */

export function combinationKey(keys: ReadonlyArray<string | null | undefined>): string {
  const parts = keys.map((key) => (key ?? '').trim().toLowerCase()).filter(Boolean);
  return [...new Set(parts)].sort().join('+');
}

/** An editor's written key, in the same form as combinationKey's. */
export function normalisedKey(written: string | null | undefined): string {
  return combinationKey((written ?? '').split(/[+,\s]+/));
}

export interface PlanActivity {
  id: number;
  /** The combination keys of the strands the activity is tagged with. */
  strandKeys?: string[];
}

export interface LessonPlan<A extends PlanActivity> {
  /** The lesson's own activities (dividers left out), in order. */
  activities: A[];
  activities_above: A[];
  activity_pool: A[];
  configurations: Array<{ combination_key: string; activities: A[] }>;
}

/**
 * A lesson's activities for the chosen strands:
 * 1. an editor's configuration whose key matches the chosen strands' key exactly: its activities;
 * 2. otherwise the lesson's 'activities above', then the activities of its pool tagged with at
 *    least one chosen strand, each once, in the editor's order;
 * 3. when that leaves nothing (or no strand was chosen), the lesson's own activities, so a lesson
 *    is never empty.
 */
export function lessonActivitiesFor<A extends PlanActivity>(lesson: LessonPlan<A>, chosenKeys: ReadonlyArray<string>): A[] {
  const key = combinationKey(chosenKeys);
  if (key) {
    const configured = lesson.configurations.find((configuration) => normalisedKey(configuration.combination_key) === key);
    if (configured) return unique(configured.activities);
  }
  const chosen = new Set(key ? key.split('+') : []);
  const pooled = lesson.activity_pool.filter((activity) => (activity.strandKeys ?? []).some((strand) => chosen.has(strand.trim().toLowerCase())));
  if (chosen.size && pooled.length) return unique([...lesson.activities_above, ...pooled]);
  return unique(lesson.activities);
}

function unique<A extends PlanActivity>(activities: A[]): A[] {
  const seen = new Set<number>();
  return activities.filter((activity) => (seen.has(activity.id) ? false : (seen.add(activity.id), true)));
}

export const EMPTY_UNIT_NAME = 'Please give your unit a name.';

/** Problems with a new custom unit's choice of strands, given its builder. */
export function strandChoiceIssues(chosen: ReadonlyArray<string>, offered: ReadonlyArray<string>, required: number): string[] {
  const issues: string[] = [];
  if (new Set(chosen).size !== chosen.length) issues.push('Each strand can be chosen once.');
  if (chosen.some((strand) => !offered.includes(strand))) issues.push('Choose strands from those this programme offers.');
  if (new Set(chosen).size !== required) issues.push(`Choose ${required} strands to create your unit.`);
  return issues;
}
