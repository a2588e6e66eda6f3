import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from './document-title';

describe('documentTitle', () => {
  it('uses the content title', () => {
    expect(documentTitle('Sound Explorers')).toBe('Sound Explorers');
  });

  it('falls back to the product name when there is no title', () => {
    expect(documentTitle(undefined)).toBe('Orchestra Classroom');
    expect(documentTitle(null)).toBe('Orchestra Classroom');
    expect(documentTitle('   ')).toBe('Orchestra Classroom');
  });

  it('sets the browser tab title from a page', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'Primary' as string | undefined } });
    expect(document.title).toBe('Primary');
    rerender({ title: undefined });
    expect(document.title).toBe('Orchestra Classroom');
  });
});
