/**
 * A unit's, lesson's or activity's curriculum tags as small labels (docs/product.md, "Curriculum map"):
 * year groups first, then the Model Music Curriculum areas, then the dimensions, quieter. Public: the CMS
 * answers them to visitors too. Nothing is shown when there are none.
 */
import './curriculum-labels.css';
import type { CurriculumLabelsFragment } from '../../graphql/generated';
import { yearGroupLabels } from './labels';

export function CurriculumLabels({ tags }: { tags: CurriculumLabelsFragment | null | undefined }) {
  if (!tags) return null;
  const years = yearGroupLabels(tags.yearGroups);
  if (years.length + tags.areas.length + tags.dimensions.length === 0) return null;
  return (
    <ul className="inline-list curriculum-labels" aria-label="Curriculum">
      {years.map((label) => (
        <li key={label} className="curriculum-label curriculum-label--year">
          <span className="visually-hidden">For </span>
          {label}
        </li>
      ))}
      {tags.areas.map((area) => (
        <li key={area.slug} className="curriculum-label curriculum-label--area">
          {area.title}
        </li>
      ))}
      {tags.dimensions.map((dimension) => (
        <li key={dimension.slug} className="curriculum-label curriculum-label--dimension">
          {dimension.title}
        </li>
      ))}
    </ul>
  );
}
