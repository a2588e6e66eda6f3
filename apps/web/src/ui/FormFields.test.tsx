import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormError, TextField, textFieldsOf } from './FormFields';

afterEach(cleanup);

describe("a form's own message", () => {
  it('is an alert when there is one, and nothing at all otherwise', () => {
    const { container, rerender } = render(<FormError>{undefined}</FormError>);
    expect(container.innerHTML).toBe('');
    rerender(<FormError>{''}</FormError>);
    expect(container.innerHTML).toBe('');
    rerender(<FormError id="problem">The email could not be sent.</FormError>);
    expect(screen.getByRole('alert')).toHaveProperty('id', 'problem');
    expect(screen.getByRole('alert').textContent).toBe('The email could not be sent.');
  });
});

describe('a text field bound to a form’s values', () => {
  function Form({ errors }: { errors: Record<string, string> }) {
    const [values, setValues] = useState({ email: 'a@example.com', places: '3' });
    const set = (field: keyof typeof values) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));
    const textField = textFieldsOf(values, set, errors);
    return (
      <>
        <TextField label="Email" {...textField('email')} />
        <TextField label="Places" {...textField('places')} />
        <output>{JSON.stringify(values)}</output>
      </>
    );
  }

  it('shows its value, keeps what is typed in its own field only, and shows its own error', () => {
    render(<Form errors={{ places: 'Please enter a number of places' }} />);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'a@example.com');
    fireEvent.change(screen.getByLabelText('Places'), { target: { value: '12' } });
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ email: 'a@example.com', places: '12' });
    expect(screen.getByLabelText('Places').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Please enter a number of places')).toBeTruthy();
  });
});
