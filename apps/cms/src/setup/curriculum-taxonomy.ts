/**
 * The curriculum's fixed lists (apps/cms/docs/catalogue.md, "Curriculum tags"): year groups with their key
 * stages, the Model Music Curriculum's areas (England, 2021) and the inter-related dimensions of music.
 * Units, lessons and activities are tagged from these lists; editors pick, never create (the Charity editor
 * role reads them only: setup/charity-editor-role.ts). Made at every start, production too.
 */
import type { Core } from '@strapi/strapi';
import { CURRICULUM_AREA_UID, MUSICAL_DIMENSION_UID, YEAR_GROUP_UID } from '../content-types';

export const KEY_STAGES = ['eyfs', 'ks1', 'ks2', 'ks3', 'ks4', 'ks5', 'all'] as const;
export type KeyStage = (typeof KEY_STAGES)[number];

/** A key stage's name in plain words, as pages show it. */
export const KEY_STAGE_TITLES: Record<KeyStage, string> = {
  eyfs: 'Early years',
  ks1: 'Key stage 1',
  ks2: 'Key stage 2',
  ks3: 'Key stage 3',
  ks4: 'Key stage 4',
  ks5: 'Post-16',
  all: 'All ages',
};

export interface YearGroupRow {
  slug: string;
  title: string;
  key_stage: KeyStage;
}
export interface TaxonomyRow {
  slug: string;
  title: string;
}

const keyStageOfYear = (year: number): KeyStage => (year <= 2 ? 'ks1' : year <= 6 ? 'ks2' : year <= 9 ? 'ks3' : year <= 11 ? 'ks4' : 'ks5');

export const YEAR_GROUPS: readonly YearGroupRow[] = [
  { slug: 'nursery', title: 'Nursery', key_stage: 'eyfs' },
  { slug: 'reception', title: 'Reception', key_stage: 'eyfs' },
  ...Array.from({ length: 13 }, (_, index) => ({ slug: `year-${index + 1}`, title: `Year ${index + 1}`, key_stage: keyStageOfYear(index + 1) })),
  { slug: 'send', title: 'SEND: all ages', key_stage: 'all' },
];

export const CURRICULUM_AREAS: readonly TaxonomyRow[] = [
  { slug: 'singing', title: 'Singing' },
  { slug: 'listening', title: 'Listening' },
  { slug: 'composing', title: 'Composing' },
  { slug: 'performing', title: 'Performing' },
  { slug: 'pulse', title: 'Musicianship: pulse and beat' },
  { slug: 'rhythm', title: 'Musicianship: rhythm' },
  { slug: 'pitch', title: 'Musicianship: pitch' },
];

export const MUSICAL_DIMENSIONS: readonly TaxonomyRow[] = ['Pitch', 'Duration', 'Dynamics', 'Tempo', 'Timbre', 'Texture', 'Structure', 'Notation'].map(
  (title) => ({ slug: title.toLowerCase(), title }),
);

/** Each list with the content type it is stored in, in the order pages show them. */
export const CURRICULUM_TAXONOMIES: ReadonlyArray<{ uid: string; rows: readonly (TaxonomyRow & Partial<YearGroupRow>)[] }> = [
  { uid: YEAR_GROUP_UID, rows: YEAR_GROUPS },
  { uid: CURRICULUM_AREA_UID, rows: CURRICULUM_AREAS },
  { uid: MUSICAL_DIMENSION_UID, rows: MUSICAL_DIMENSIONS },
];

/**
 * Creates every missing row and puts back the title, key stage and position of every row by its slug.
 * Rows an administrator added stay (tags may point at them). Idempotent: writes nothing when all match.
 */
export async function ensureCurriculumTaxonomies(strapi: Core.Strapi): Promise<void> {
  for (const { uid, rows } of CURRICULUM_TAXONOMIES) {
    const documents = strapi.documents(uid as 'api::year-group.year-group');
    const stored = (await documents.findMany({ limit: 1000 })) as unknown as Array<{ documentId: string; slug: string } & Record<string, unknown>>;
    const bySlug = new Map(stored.map((row) => [row.slug, row]));
    for (const [index, row] of rows.entries()) {
      const wanted: Record<string, unknown> = { ...row, position: index + 1 };
      const existing = bySlug.get(row.slug);
      if (!existing) {
        await documents.create({ data: wanted as never });
      } else if (Object.entries(wanted).some(([field, value]) => existing[field] !== value)) {
        await documents.update({ documentId: existing.documentId, data: wanted as never });
      }
    }
  }
}
