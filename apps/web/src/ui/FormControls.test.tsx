import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrate, serverRendered } from '../test/server-rendered';
import { CODE_WAITING_NOTE, FormControls } from './FormFields';

const form = (
  <form aria-label="Sign up">
    <FormControls>
      <label htmlFor="name">Name</label>
      <input id="name" />
    </FormControls>
  </form>
);

describe('a form’s controls on a page the server rendered', () => {
  it('are sent disabled, and enabled once the site’s code has taken the page over', async () => {
    const container = serverRendered(form);
    const input = container.querySelector('input')!;
    expect(input.matches(':disabled')).toBe(true);
    // Sent with the page, for the page to show by itself if the code never comes (form-fields.css).
    expect(container.querySelector('[role="status"]')?.textContent).toBe(CODE_WAITING_NOTE);

    await hydrate(container, form);
    expect(input.matches(':disabled')).toBe(false);
    expect(container.querySelector('input')).toBe(input); // hydrated in place, not replaced
    expect(container.querySelector('[role="status"]')).toBeNull();
    container.remove();
  });

  it('are enabled at once on a page rendered in the browser', () => {
    render(form);
    expect(screen.getByLabelText('Name').matches(':disabled')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
