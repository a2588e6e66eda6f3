/** Labelled form fields whose error message sits under the field and is announced with it. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../lib/hydrated';
import './form-fields.css';

/**
 * A form's controls, disabled until the site's code runs the page. A visitor's page arrives already
 * rendered and its code comes after it has painted (server/first-paint.server.ts); what someone typed in
 * the meantime would be replaced by the form's own (empty) state as the code took the page over.
 * Disabled, the fields say they are not ready yet, for the fraction of a second that usually is.
 * If the code does not come (a school's filter blocks scripts, the connection dropped), a note
 * under the form says so after a few seconds: the page shows it by itself (form-fields.css), since
 * there is no code to show it, and the code removes it when it takes over.
 */
export function FormControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="form-controls" disabled={!hydrated}>
      {children}
      {!hydrated && (
        <p className="form-controls__waiting" role="status">
          {CODE_WAITING_NOTE}
        </p>
      )}
    </fieldset>
  );
}

export const CODE_WAITING_NOTE =
  'This form is still getting ready. If it stays greyed out, the page’s code could not load: check your internet connection, then reload the page.';

/** A form's own message about the whole form (a field's error sits under its field): nothing when there is none. */
export function FormError({ children, id }: { children: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="login-form__error" role="alert">
      {children}
    </p>
  );
}

type TextKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

/**
 * What a TextField of each text field of a form's values takes (its value, its onChange and its error), so a
 * form writes `<TextField label="Email" type="email" {...textField('email')} />`.
 */
export function textFieldsOf<Values>(
  values: Values,
  set: (field: TextKeys<Values>) => (value: string) => void,
  errors: Partial<Record<string, string>>,
): (field: TextKeys<Values>) => Pick<TextFieldProps, 'value' | 'onChange' | 'error'> {
  return (field) => ({ value: values[field] as string, onChange: set(field), error: errors[field] });
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

export function TextField({ label, value, onChange, error, hint, id, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      {hint && (
        <p id={`${fieldId}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="field__error">
          {error}
        </p>
      )}
      <input
        id={fieldId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
    </div>
  );
}

export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  error,
}: {
  legend: string;
  options: readonly string[];
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className={`field${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {options.map((option) => (
        <label key={option} className="field__checkbox">
          <input
            type="checkbox"
            checked={selected.includes(option)}
            onChange={(e) => onChange(e.target.checked ? [...selected, option] : selected.filter((item) => item !== option))}
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
