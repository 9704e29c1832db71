import { act, render } from '@testing-library/react';
import { startTransition } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { SaveForm } from '@/components/forms/save-form';
import { nextTask } from '@/lib/next-task';
import { useSaveForm } from './use-save-form';

let renders = 0;

/** A form as the screens build it: useSaveForm, its fields, and SaveForm with the leave question. */
function PlanName() {
  renders += 1;
  const kit = useSaveForm({ defaultValues: { name: 'Coffee lover' }, save: () => Promise.resolve() });
  return (
    <SaveForm kit={kit}>
      <input aria-label="Name" {...kit.form.register('name')} />
    </SaveForm>
  );
}

it('renders a form once as it mounts: the router’s blocker renders only the leave question again', async () => {
  renders = 0;
  const router = createMemoryRouter([{ path: '/', element: <PlanName /> }]);
  await act(async () => startTransition(() => void render(<RouterProvider router={router} />)));
  for (let i = 0; i < 3; i++) await act(nextTask);
  // Twice in development's strict mode would be React's own double render; there is none here.
  expect(renders).toBe(1);
});
