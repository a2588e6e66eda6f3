import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

vi.mock('../account/SessionProvider', () => ({ useSession: () => ({ isLoggedIn: false }) }));
vi.mock('../account/LoginPanel', () => ({ useLoginPanel: () => ({ open: vi.fn() }) }));

afterEach(cleanup);

describe('Footer (docs/product.md, "Footer")', () => {
  it('shows two logos as images: the product and the arts funding body', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const images = within(footer).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Orchestra Classroom', 'Supported by the Public Arts Fund']);
    expect(within(footer).getByRole('img', { name: 'Orchestra Classroom' }).getAttribute('src')).toBe('/logo-inverted.svg');
    // The product name is the logo's, not loose text beside it.
    expect(within(footer).queryByText('Orchestra Classroom', { exact: true })).toBeNull();
  });

  it("links school technicians to the network check in 'Help and support'", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const help = screen.getByRole('region', { name: 'Help and support' });
    expect(within(help).getByRole('link', { name: 'Check this network' }).getAttribute('href')).toBe('/check-network');
  });
});
