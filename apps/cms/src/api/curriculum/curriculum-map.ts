/**
 * An audience's curriculum map (docs/product.md, "Curriculum map"): year groups down, the Model Music
 * Curriculum's areas across, each cell the units that teach that area to that year and how many of
 * their lessons do. A pure function of the units read and their tags (inheritance.ts).
 *
 * - A unit is in a cell when its own tags, or those of at least one of its lessons (after
 *   inheritance), hold both the year group and the area; the cell counts those lessons.
 * - The rows are the year groups of every key stage the audience's tags reach, and of the key stages
 *   between (a primary catalogue tagged Reception and Year 5 shows Nursery to Year 6: the rows a
 *   subject leader expects, empty ones too). "SEND: all ages" is a row of its own, last.
 */
import type { CurriculumTags } from './inheritance';

export interface Tag {
  slug: string;
  title: string;
}
export interface YearGroupTag extends Tag {
  keyStage: string;
}

export interface MapUnitInput {
  documentId: string;
  title: string;
  programme: Tag;
  /** Its published lessons' documentIds, in order. */
  lessons: readonly string[];
}

export interface MapUnit {
  documentId: string;
  title: string;
  programme: Tag;
  /** Its lessons that teach the cell's area to the cell's year group. */
  lessons: number;
}
export interface MapRow {
  yearGroup: Tag;
  keyStage: Tag;
  cells: Array<{ area: string; units: MapUnit[] }>;
}
export interface CurriculumMapAnswer {
  areas: Tag[];
  rows: MapRow[];
  /** How many of the audience's units are on the map at all. */
  mappedUnits: number;
  units: number;
}

const ORDINAL_KEY_STAGES = ['eyfs', 'ks1', 'ks2', 'ks3', 'ks4', 'ks5'];

/** The year groups shown as rows, given the year groups the audience's tags name. */
export function mapRows(yearGroups: readonly YearGroupTag[], tagged: ReadonlySet<string>): YearGroupTag[] {
  const stages = new Set(yearGroups.filter((year) => tagged.has(year.slug)).map((year) => year.keyStage));
  const reached = ORDINAL_KEY_STAGES.map((stage, index) => (stages.has(stage) ? index : -1)).filter((index) => index >= 0);
  const shown = new Set(reached.length ? ORDINAL_KEY_STAGES.slice(Math.min(...reached), Math.max(...reached) + 1) : []);
  return yearGroups.filter((year) => shown.has(year.keyStage) || tagged.has(year.slug));
}

export function curriculumMapOf(
  units: readonly MapUnitInput[],
  tagsOf: (documentId: string) => CurriculumTags | undefined,
  lists: { yearGroups: readonly YearGroupTag[]; areas: readonly Tag[]; keyStageTitle: (slug: string) => string },
): CurriculumMapAnswer {
  const cells = new Map<string, MapUnit[]>();
  const cellKey = (year: string, area: string) => `${year} ${area}`;
  const taggedYears = new Set<string>();
  const mapped = new Set<string>();
  for (const unit of units) {
    const own = tagsOf(unit.documentId);
    const lessonTags = unit.lessons.map((lesson) => tagsOf(lesson)).filter((tags): tags is CurriculumTags => Boolean(tags));
    for (const tags of [own, ...lessonTags]) tags?.yearGroups.forEach((year) => taggedYears.add(year));
    for (const year of lists.yearGroups) {
      for (const area of lists.areas) {
        const teaches = (tags: CurriculumTags | undefined) => Boolean(tags?.yearGroups.includes(year.slug) && tags.areas.includes(area.slug));
        const lessons = lessonTags.filter(teaches).length;
        if (lessons === 0 && !teaches(own)) continue;
        const key = cellKey(year.slug, area.slug);
        cells.set(key, [...(cells.get(key) ?? []), { documentId: unit.documentId, title: unit.title, programme: unit.programme, lessons }]);
        mapped.add(unit.documentId);
      }
    }
  }
  const rows = mapRows(lists.yearGroups, taggedYears).map((year) => ({
    yearGroup: { slug: year.slug, title: year.title },
    keyStage: { slug: year.keyStage, title: lists.keyStageTitle(year.keyStage) },
    cells: lists.areas.map((area) => ({ area: area.slug, units: cells.get(cellKey(year.slug, area.slug)) ?? [] })),
  }));
  return { areas: [...lists.areas], rows, mappedUnits: mapped.size, units: units.length };
}
