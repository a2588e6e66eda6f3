/**
 * Finds lesson mode content in the demo by asking the real CMS as the signed-in teacher: lessons
 * with their activities' slides (template and include_in_lesson), and the paths lesson mode uses.
 */
import type { Page } from '@playwright/test';
import { graphqlAs } from './catalogue';

export const TEMPLATES = {
  ComponentSlideImage: 'image',
  ComponentSlideAudio: 'audio',
  ComponentSlideVideo: 'video',
  ComponentSlideTwoVideos: 'two_videos',
  ComponentSlideAudioAndImage: 'audio_and_image',
  ComponentSlideFlipcards: 'flipcards',
  ComponentSlideAudiocards: 'audiocards',
  ComponentSlideTwoColumns: 'two_columns',
  ComponentSlideSubSlideButtons: 'sub_slide_buttons',
  ComponentSlideAll: 'all',
} as const;

export type Template = (typeof TEMPLATES)[keyof typeof TEMPLATES];

export interface DemoSlide {
  template: Template;
  title: string;
}

export interface DemoActivity {
  id: string;
  title: string;
  slides: DemoSlide[];
}

export interface DemoLesson {
  path: string;
  title: string;
  /** The lesson's entries in order: dividers by title, activities with their lesson mode slides. */
  entries: Array<{ divider: string } | { activity: DemoActivity }>;
  /** Activities with at least one slide, in order. */
  playable: DemoActivity[];
}

const includeFlags = Object.keys(TEMPLATES)
  .map((type) => `... on ${type} { title include_in_lesson }`)
  .join(' ');

export async function demoLessons(page: Page): Promise<DemoLesson[]> {
  const data = await graphqlAs(
    page,
    `{ lessons(pagination: { limit: 500 }) { documentId title page_title disable_lesson_mode
        scheme { documentId programme { slug audience { slug } } }
        activities { section_divider title activity { documentId title activity_slideshow { slides { __typename ${includeFlags} } } } } } }`,
  );
  return data.lessons
    .filter((lesson: any) => lesson.scheme?.programme?.audience && !lesson.disable_lesson_mode)
    .map((lesson: any) => {
      const entries = lesson.activities.flatMap((entry: any) => {
        if (entry.section_divider) return [{ divider: entry.title }];
        if (!entry.activity) return [];
        const slides = (entry.activity.activity_slideshow?.slides ?? [])
          .filter((slide: any) => slide && slide.__typename in TEMPLATES && slide.include_in_lesson !== false)
          .map((slide: any) => ({ template: TEMPLATES[slide.__typename as keyof typeof TEMPLATES], title: slide.title }));
        return [{ activity: { id: entry.activity.documentId, title: entry.activity.title, slides } }];
      });
      const { programme } = lesson.scheme;
      return {
        path: `/${programme.audience.slug}/${programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}`,
        title: lesson.page_title || lesson.title,
        entries,
        playable: entries.flatMap((entry: any) => (entry.activity?.slides.length ? [entry.activity] : [])),
      };
    });
}

/** For each template, a slide of the demo that uses it: the activity's slides path and the slide number. */
export function slideOfEachTemplate(lessons: DemoLesson[]): Map<Template, { path: string; position: number; title: string }> {
  const found = new Map<Template, { path: string; position: number; title: string }>();
  for (const lesson of lessons) {
    for (const activity of lesson.playable) {
      activity.slides.forEach((slide, index) => {
        if (!found.has(slide.template)) {
          found.set(slide.template, { path: `${lesson.path}/activity/${activity.id}/slides/${index + 1}`, position: index + 1, title: slide.title });
        }
      });
    }
  }
  return found;
}
