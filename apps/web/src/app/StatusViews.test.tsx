import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../lib/config';
import { NotFound, NotFoundError, PageError, ShellLoading } from './StatusViews';

afterEach(cleanup);

function show(loader: () => unknown) {
  const router = createMemoryRouter([{ path: '/', loader, element: <p>content</p>, errorElement: <PageError /> }]);
  render(<RouterProvider router={router} />);
}

describe('the status views’ browser tab titles (docs/product.md, "Browser tab titles")', () => {
  beforeEach(() => {
    document.title = 'A page seen before';
  });
  afterEach(() => {
    document.title = '';
  });

  it('the not-found page has no content title, so the tab reads the product name', async () => {
    show(() => {
      throw new NotFoundError('The programme');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lost? That page could not be found.' })).toBeTruthy();
    // The title is set in an effect, which may run after the heading is on screen on a busy machine.
    await waitFor(() => expect(document.title).toBe(PRODUCT_NAME));
  });

  it('the default error screen falls back to the product name too', async () => {
    show(() => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(PRODUCT_NAME));
  });

  it('NotFound on its own sets the product name', () => {
    const router = createMemoryRouter([{ path: '/', element: <NotFound /> }]);
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Orchestra Classroom');
  });
});

describe('the shell’s loading view', () => {
  it('shows the product logo as an image named by the product', () => {
    render(<ShellLoading />);
    const logo = screen.getByRole('img', { name: PRODUCT_NAME });
    expect(logo.getAttribute('src')).toBe('/logo.svg');
  });
});
