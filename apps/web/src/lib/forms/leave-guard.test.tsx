import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { useLeaveGuard } from './core';
import { LeaveGuardQuestion } from '@/components/leave-guard-dialog';

function Form() {
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        type
      </button>
      <button
        type="button"
        onClick={() => {
          guard.release();
          void navigate('/elsewhere');
        }}
      >
        submit
      </button>
      <Link to="/elsewhere">away</Link>
      <LeaveGuardQuestion guard={guard} />
    </>
  );
}

const setup = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: <Form /> },
        { path: '/elsewhere', element: <p>elsewhere</p> },
      ])}
    />,
  );

const beforeUnloadBlocked = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('useLeaveGuard', () => {
  it('lets a clean page go', async () => {
    setup();
    expect(beforeUnloadBlocked()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('asks before a dirty page is left, in the app and on unload', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'type' }));
    expect(beforeUnloadBlocked()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    expect(screen.getByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('stops warning after a successful submit', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'type' }));
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});
