/**
 * Finds demo content for the catalogue journeys by asking the real CMS, as the signed-in teacher,
 * so the tests follow whatever the demo seed holds rather than hard-coded ids.
 */
import { expect, type Page } from '@playwright/test';

export async function graphqlAs<T = any>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('auth'));
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

export interface LessonPath {
  audience: string;
  programme: string;
  unit: { documentId: string; title: string };
  lesson: { documentId: string; title: string };
  path: string;
}

/** The first lesson of a programme's first unit, with its path on the site. */
export async function firstLesson(page: Page, programmeSlug: string): Promise<LessonPath> {
  const data = await graphqlAs(
    page,
    `query ($slug: String!) { programmes(filters: { slug: { eq: $slug } }) { slug audience { slug } units { documentId title lessons { documentId title } } } }`,
    { slug: programmeSlug },
  );
  const programme = data.programmes[0];
  const unit = programme.units[0];
  const lesson = unit.lessons[0];
  return {
    audience: programme.audience.slug,
    programme: programme.slug,
    unit: { documentId: unit.documentId, title: unit.title },
    lesson: { documentId: lesson.documentId, title: lesson.title },
    path: `/${programme.audience.slug}/${programme.slug}/unit/${unit.documentId}/lesson/${lesson.documentId}`,
  };
}
