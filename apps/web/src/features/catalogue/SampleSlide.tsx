/**
 * A gated unit's sample: one picture slide as lesson mode shows it on the board (its title, text and
 * picture), so that a visitor sees what they would present. The CMS chooses it (`Scheme.sample_slide`).
 */
import './teaser.css';
import type { UnitTeaserQuery } from '../../graphql/generated';
import { RichText } from '../../ui/RichText';

export type SampleSlideData = NonNullable<NonNullable<UnitTeaserQuery['scheme']>['sample_slide']>;

export function SampleSlide({ slide }: { slide: SampleSlideData }) {
  const image = slide.main_image;
  return (
    <section className="sample-slide" aria-labelledby="sample-slide-heading">
      <h2 id="sample-slide-heading">A slide from this unit</h2>
      <figure className="sample-slide__frame">
        <div className="sample-slide__stage">
          {slide.title && <p className="sample-slide__title">{slide.title}</p>}
          <div className="sample-slide__body">
            <div className="sample-slide__text">
              <RichText content={slide.slide_text} />
            </div>
            {image?.url && (
              <img src={image.url} alt={image.alternativeText ?? ''} width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" />
            )}
          </div>
        </div>
        <figcaption>As it shows on the board in lesson mode. Subscribers present every slide, with its recordings and films.</figcaption>
      </figure>
    </section>
  );
}
