/**
 * What every slide template's component is given (one file per template, registered in
 * templates.ts): its slide, narrowed to the template's GraphQL type, and where its sub-slideshows open.
 */
import type { Slide } from '../slideshow-data';

export interface SlideBodyProps<T extends Slide['__typename']> {
  slide: Extract<Slide, { __typename: T }>;
  /** Where this slide's sub-slideshows open ('{path}/{slideshow id}'); without it (inside a sub-slideshow) their buttons are left out. */
  subslideshowsAt?: string;
}
