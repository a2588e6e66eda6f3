import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlideImage } from './parts';

const image = { url: '/uploads/drum_1a2b.png', alternativeText: 'A drum', width: 800, height: 600 } as Parameters<typeof SlideImage>[0]['image'];

describe('SlideImage', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says in one line that a picture is not available offline, and tries again when the network is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<SlideImage image={image} />);
    fireEvent.error(screen.getByRole('img', { name: 'A drum' }));
    expect(screen.getByRole('note').textContent).toBe('This picture is not available offline: it will show when the network is back.');
    expect(screen.queryByRole('img')).toBeNull();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('img', { name: 'A drum' }).getAttribute('src')).toBe('/uploads/drum_1a2b.png');
  });

  it('online, says the picture could not be loaded', () => {
    render(<SlideImage image={image} />);
    fireEvent.error(screen.getByRole('img', { name: 'A drum' }));
    expect(screen.getByRole('note').textContent).toBe('This picture could not be loaded.');
  });
});
