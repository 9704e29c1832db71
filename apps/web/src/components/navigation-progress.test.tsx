import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { NavigationProgress } from './navigation-progress';

beforeEach(() => i18n.changeLanguage('en'));

/** A layout with the bar, a screen shown at once, and one whose loader waits until `arrive()`. */
function setup() {
  let arrive: () => void = () => {};
  const router = createMemoryRouter([
    {
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <p>first</p> },
        {
          path: '/next',
          loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
          element: <p>next</p>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { router, arrive: () => act(() => arrive()) };
}

describe('NavigationProgress', () => {
  it('shows nothing while no navigation waits', async () => {
    setup();
    expect(await screen.findByText('first')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows while a navigation waits for the next screen, over the screen still shown, and goes when it arrives', async () => {
    const { router, arrive } = setup();
    await screen.findByText('first');
    act(() => void router.navigate('/next'));
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByText('first')).toBeInTheDocument();
    await arrive();
    expect(await screen.findByText('next')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
