import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commitsOf } from '@/testing';
import { Modal } from './modal';

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
