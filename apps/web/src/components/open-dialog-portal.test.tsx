import { act, render, screen } from '@testing-library/react';
import { Profiler, startTransition, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

/** The commits of a first render in a transition, as React's Profiler names them. */
async function commitsOf(ui: ReactNode) {
  const phases: string[] = [];
  const result = { rerender: (_: ReactNode) => {} };
  await act(async () => {
    startTransition(() => {
      const { rerender } = render(
        <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
          {ui}
        </Profiler>,
      );
      result.rerender = (next) =>
        rerender(
          <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
            {next}
          </Profiler>,
        );
    });
  });
  return { phases, ...result };
}

describe('a dialog that is closed', () => {
  it('mounts in one commit: nothing in it updates state while the screen commits', async () => {
    // A state update during a commit shows as a "nested-update" commit right after the mount.
    const { phases } = await commitsOf(<Modal open={false} onOpenChange={() => {}} title="Leave the page?" />);
    expect(phases).toEqual(['mount']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('still opens, and goes when closed', async () => {
    const { rerender } = await commitsOf(<Modal open={false} onOpenChange={() => {}} title="Leave the page?" />);
    act(() => rerender(<Modal open onOpenChange={() => {}} title="Leave the page?" />));
    expect(screen.getByRole('dialog', { name: 'Leave the page?' })).toBeVisible();
    act(() => rerender(<Modal open={false} onOpenChange={() => {}} title="Leave the page?" />));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
