import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RichText } from './RichText';
import { ContentLink } from './ContentLink';

afterEach(cleanup);

const PAYLOAD = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">';
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const link = (url: string, text: string) => ({ type: 'link', url, children: [{ type: 'text', text }] });

function show(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

/** Every address the rendered page carries in an attribute that a browser may follow or load. */
const addresses = () => [...document.querySelectorAll('[href], [src]')].map((element) => element.getAttribute('href') ?? element.getAttribute('src'));

describe('rich text and links from content', () => {
  it('shows markup typed into rich text as text', () => {
    show(<RichText content={[paragraph({ type: 'text', text: PAYLOAD }), { type: 'code', children: [{ type: 'text', text: PAYLOAD }] }]} />);
    expect(screen.getAllByText(PAYLOAD)).toHaveLength(2);
    expect(document.querySelector('script, img')).toBeNull();
  });

  it('follows safe links and shows the others as their text', () => {
    show(
      <RichText
        content={[
          paragraph(
            link('https://example.org/a', 'web'),
            link('/cpd', 'site'),
            link('mailto:office@example.org', 'mail'),
            link('javascript:window.__xss=1', 'script'),
            link(' data:text/html,<script>alert(1)</script>', 'data'),
            link('//evil.example', 'elsewhere'),
          ),
          { type: 'image', image: { url: 'javascript:window.__xss=1', alternativeText: 'bad image' }, children: [{ type: 'text', text: '' }] },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'web' }).getAttribute('href')).toBe('https://example.org/a');
    expect(screen.getByRole('link', { name: 'site' }).getAttribute('href')).toBe('/cpd');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:office@example.org');
    for (const text of ['script', 'data', 'elsewhere']) {
      expect(screen.getByText(text).closest('a')).toBeNull();
    }
    expect(screen.queryByRole('img')).toBeNull();
    expect(addresses()).toEqual(['https://example.org/a', '/cpd', 'mailto:office@example.org']);
  });

  it('gives a promo box no button for an unsafe address', () => {
    show(
      <>
        <ContentLink url="javascript:window.__xss=1">Find out more</ContentLink>
        <ContentLink url="/subscribe">Subscribe</ContentLink>
      </>,
    );
    expect(screen.queryByText('Find out more')).toBeNull();
    expect(addresses()).toEqual(['/subscribe']);
  });
});
