import { Link } from 'react-router';
import type { FeatureBoxFragment } from '../graphql/generated';
import { featureBoxLink, type FeatureBoxContext } from '../lib/feature-links';
import './feature-box.css';

/**
 * A feature box. A box without a target, or flagged as a preview, is greyed with a dashed outline
 * and is not a link (docs/product.md, "Feature boxes"); a preview box says it is coming soon.
 */
export function FeatureBox({ box, context }: { box: FeatureBoxFragment; context: FeatureBoxContext }) {
  const href = featureBoxLink(box, context);
  const image = box.featured_image;
  const tags = (box.tag_age_groups ?? []).filter((tag) => tag != null);
  const body = (
    <>
      {image && (
        <img
          className="feature-box__image"
          src={image.url}
          alt={image.alternativeText ?? ''}
          loading="lazy"
          width={image.width ?? undefined}
          height={image.height ?? undefined}
        />
      )}
      <div className="feature-box__body">
        <h3 className="feature-box__title">{box.title}</h3>
        {tags.length > 0 && (
          <ul className="inline-list feature-box__tags" aria-label="Age groups">
            {tags.map((tag) => (
              <li key={tag.slug}>{tag.title}</li>
            ))}
          </ul>
        )}
        {box.blurb && <p>{box.blurb}</p>}
        {href ? (
          <span className="feature-box__cta" aria-hidden="true">
            {box.link_label || 'Explore'} →
          </span>
        ) : (
          <span className="feature-box__flag">{box.is_preview ? 'Coming soon' : 'Not available yet'}</span>
        )}
      </div>
    </>
  );
  return href ? (
    <Link to={href} className="feature-box">
      {body}
    </Link>
  ) : (
    <div className="feature-box feature-box--disabled" aria-disabled="true">
      {body}
    </div>
  );
}
