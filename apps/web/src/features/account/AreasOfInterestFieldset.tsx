/**
 * The areas of interest (docs/product.md, "Registration"): one fieldset for registration
 * (RegistrationForm), the profile step of an account made with Google or Microsoft
 * (sign-in/CompleteProfileForm) and the welcome screen (welcome/WelcomeRoute), with the error the
 * form's own check (emptyFieldErrors: at least one) or the server gave for `areas_of_interest`.
 */
import { CheckboxGroup } from '../../ui/FormFields';
import { AREAS_OF_INTEREST, type FieldErrors } from './field-errors';

export function AreasOfInterestFieldset({
  selected,
  onChange,
  errors,
  legend = 'Areas of interest',
}: {
  selected: string[];
  onChange: (selected: string[]) => void;
  errors?: FieldErrors;
  legend?: string;
}) {
  return <CheckboxGroup legend={legend} options={AREAS_OF_INTEREST} selected={selected} onChange={onChange} error={errors?.areas_of_interest} />;
}

/** The areas a profile holds, or none (the CMS keeps them as JSON). */
export function areasOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((area): area is string => typeof area === 'string') : [];
}
