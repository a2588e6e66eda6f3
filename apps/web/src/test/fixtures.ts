/** Small fixtures the route-stub tests share, typed with the generated GraphQL types. */
import type { ActivityCardFragment, AudiencesAndProgrammesQuery, DocumentLinkFragment } from '../graphql/generated';

/** The shell's data (the 'root' route's loader data): one audience and the units the breadcrumbs and gates name. */
export function shellFixture(schemes: AudiencesAndProgrammesQuery['schemes'] = []): AudiencesAndProgrammesQuery {
  return {
    audiences: [{ documentId: 'aud-primary', title: 'Primary', slug: 'primary', theme: null, featurebox: null }],
    programmes: [],
    schemes,
    landingPages: [],
    projects: [],
    liveProgrammes: [],
    liveProductions: [],
  };
}

export function activityCard(documentId: string, title: string, extra: Partial<ActivityCardFragment> = {}): ActivityCardFragment {
  return { documentId, title, time: null, type: null, lesson_summary: null, ...extra };
}

export function documentLink(id: string, title: string, fileId: string): DocumentLinkFragment {
  return { id, title, file: { documentId: fileId, url: `/uploads/${fileId}.pdf`, ext: '.pdf', size: 120 } };
}

/** A Strapi blocks paragraph, as rich-text fields come from the CMS. */
export function paragraph(text: string): unknown {
  return [{ type: 'paragraph', children: [{ type: 'text', text }] }];
}
