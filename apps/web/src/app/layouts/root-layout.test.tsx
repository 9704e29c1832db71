import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';

afterEach(() => vi.restoreAllMocks());

it('opens a screen reached from another at its top', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <p>first</p> },
        { path: '/next', element: <p>next</p> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('first')).toBeTruthy();
  scrollTo.mockClear();

  await act(() => router.navigate('/next'));
  expect(await screen.findByText('next')).toBeTruthy();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

it('starts at the top when only the search changes, as every navigation does', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element: <p>list</p> }] }]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('list')).toBeTruthy();
  scrollTo.mockClear();

  await act(() => router.navigate('/?page=2'));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
