import { useForm } from 'react-hook-form';
import { expect, it } from 'vitest';
import { commitsOf } from '@/testing';

/** A form of two fields, as the app's forms use react-hook-form: values, register, errors. */
function PlanName() {
  const { register, formState } = useForm({ defaultValues: { name: 'Coffee lover', price: '9,90' } });
  return (
    <form>
      <input aria-label="Name" {...register('name')} />
      <input aria-label="Price" {...register('price')} />
      {formState.errors.name && <p>{formState.errors.name.message}</p>}
    </form>
  );
}

it('mounts a form in one commit: react-hook-form updates no state inside it (patches/react-hook-form+*.patch)', async () => {
  // Unpatched, useForm sets its state's isReady in a layout effect: React then renders the form
  // again inside the commit and runs every pending effect of the screen in that same task.
  const { phases } = await commitsOf(<PlanName />);
  expect(phases).toEqual(['mount']);
});
