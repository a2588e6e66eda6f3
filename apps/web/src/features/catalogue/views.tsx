/**
 * The programme, landing page and project views. They are reached from several routes (the
 * feature-box link shapes of part 1 §2.9), so each view is shared by the routes that show it.
 */
import { Link } from 'react-router';
import type { LandingPageFieldsFragment, ProgrammeFieldsFragment, ProjectFieldsFragment } from '../../graphql/generated';
import { useDocumentTitle } from '../../lib/document-title';
import { useBreadcrumbColours } from '../../app/breadcrumb-state';
import { findAudience, useShellData } from '../../app/shell-data';
import { Banner } from '../../ui/Banner';
import { FeatureBox } from '../../ui/FeatureBox';
import { RichText } from '../../ui/RichText';
import '../../ui/feature-box.css';
import { GatedLink } from '../account/GatedLink';

function useAudienceColours(audienceSlug?: string | null) {
  const audience = findAudience(useShellData(), audienceSlug ?? undefined);
  useBreadcrumbColours(audience?.theme?.css?.background, audience?.theme?.css?.hover_color);
}

export function ProgrammeView({ programme }: { programme: ProgrammeFieldsFragment }) {
  useDocumentTitle(programme.title);
  useAudienceColours(programme.audience?.slug);
  const base = `/${programme.audience?.slug ?? '-'}/${programme.slug}`;
  return (
    <main id="main" tabIndex={-1}>
      <Banner title={programme.title} theme={programme.theme}>
        {programme.blurb && <p>{programme.blurb}</p>}
      </Banner>
      <div className="page">
        {!programme.released && <p className="notice">This programme is coming soon: its lessons are still being written.</p>}
        <RichText content={programme.introduction} />
        {programme.schemes_intro && <p>{programme.schemes_intro}</p>}
        <ul className="library-links" aria-label="Libraries">
          <li>
            <GatedLink className="button" to={`${base}/activities`}>
              Activity Library
            </GatedLink>
          </li>
          <li>
            <GatedLink className="button" to={`${base}/audio`}>
              Audio Library
            </GatedLink>
          </li>
          <li>
            <Link className="button button--outline" to="/subscribe">
              Subscribe
            </Link>
          </li>
        </ul>
      </div>
    </main>
  );
}

export function LandingPageView({ page }: { page: LandingPageFieldsFragment }) {
  useDocumentTitle(page.title);
  useAudienceColours(page.audience?.slug);
  const audienceSlug = page.audience?.slug ?? '-';
  const features = (page.features ?? []).filter((box) => box != null);
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>{page.title}</h1>
      <RichText content={page.main_text} />
      <ul className="feature-grid" aria-label={`${page.title} features`}>
        {features.map((box) => (
          <li key={box.id}>
            <FeatureBox box={box} context={{ kind: 'landing-page', audienceSlug, landingSlug: page.slug }} />
          </li>
        ))}
      </ul>
    </main>
  );
}

export function ProjectView({ project }: { project: ProjectFieldsFragment }) {
  useDocumentTitle(project.title);
  useAudienceColours(project.audience?.slug);
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>{project.title}</h1>
      <RichText content={project.main_text} />
    </main>
  );
}
