import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '@/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { isChunkLoadError, reloadOnceForChunk, RouteError } from './route-error';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('route errors', () => {
  it('recognises a chunk that failed to load after a deploy', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once for a missing chunk, not in a loop', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const error = new TypeError('Failed to fetch dynamically imported module');
    expect(reloadOnceForChunk(error, 1_000_000)).toBe(true);
    expect(reloadOnceForChunk(error, 1_010_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a retry and a way home instead of the raw error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: () => {
            throw new Error('boom');
          },
          errorElement: <RouteError />,
        },
      ],
      { initialEntries: ['/'] },
    );
    await renderWithClient(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });
});
