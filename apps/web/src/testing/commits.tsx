import { act, render } from '@testing-library/react';
import { Profiler, startTransition, type ReactNode } from 'react';

/**
 * Renders `ui` in a transition, as the router renders a screen, and records each commit as React's
 * Profiler names it: `['mount']` is one commit; a state update made inside it (a layout effect, a
 * ref callback) adds `'nested-update'`, a second render in the same task. `rerender` renders
 * another tree in its place and records on.
 */
export async function commitsOf(ui: ReactNode) {
  const phases: string[] = [];
  const profiled = (tree: ReactNode) => (
    <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
      {tree}
    </Profiler>
  );
  let rerender: (tree: ReactNode) => void = () => {};
  await act(async () => {
    startTransition(() => {
      const rendered = render(profiled(ui));
      rerender = (tree) => rendered.rerender(profiled(tree));
    });
  });
  return { phases, rerender: (tree: ReactNode) => rerender(tree) };
}
