import { z } from '@mbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import { ApiRequestError } from '@/lib/api-client';
import { errorText } from '@/lib/forms/field-messages';
import { formResolver } from '@/lib/forms/resolver';
import { useSaveForm } from '@/lib/forms/use-save-form';
import { renderScreen } from '@/testing';
import { TextField } from '../text-field';
import { FormFooter } from './form-footer';
import { SaveForm } from './save-form';

afterEach(() => {
  toastStore.clear();
  vi.restoreAllMocks();
});

const schema = z.object({ name: z.string().trim().min(2), city: z.string().trim().min(1) });
const resolver = formResolver(schema, {
  prefix: 'settings:edit.errors.',
  fields: { name: { too_small: 'nameShort' } },
});

function StoreForm({ save }: { save: (body: z.output<typeof schema>) => Promise<unknown> }) {
  const kit = useSaveForm({
    resolver,
    defaultValues: { name: '', city: '' },
    save,
    fields: { city: 'city', name: 'name' },
    order: ['name', 'city'],
    onSaved: () => toastStore.push({ messageKey: 'settings:edit.saved', tone: 'success' }),
  });
  const { register, formState } = kit.form;
  return (
    <SaveForm kit={kit} testId="store-form">
      <Link to="/elsewhere">Leave</Link>
      <TextField label="Name" error={errorText(formState.errors.name)} {...register('name')} />
      <TextField label="City" error={errorText(formState.errors.city)} {...register('city')} />
      <FormFooter state={kit} testId="save">
        Save
      </FormFooter>
    </SaveForm>
  );
}

async function fill() {
  await userEvent.type(screen.getByLabelText('Name'), 'Anna');
  await userEvent.type(screen.getByLabelText('City'), 'Berlin');
}

// userEvent types key by key; on a busy machine a form takes a few seconds.
describe('a form of the kit', { timeout: 20_000 }, () => {
  it("names a broken rule in the user's words and sends nothing", async () => {
    const save = vi.fn();
    await renderScreen(<StoreForm save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('The name needs at least 2 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Value is required');
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's messages on their fields, focuses the first in the form's order, and toasts nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const save = vi.fn(async () => {
      throw new ApiRequestError(422, 'Not saved', { city: ['Unknown city'], name: ['Name taken'] });
    });
    await renderScreen(<StoreForm save={save} />);
    await fill();
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name taken'));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Unknown city');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(screen.getByTestId('save')).toBeEnabled();
  });

  it('toasts a failure that names no field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderScreen(
      <StoreForm
        save={async () => {
          throw new ApiRequestError(500, 'Something broke', {});
        }}
      />,
    );
    await fill();
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Something broke']));
    expect(screen.queryByTestId('field-error')).not.toBeInTheDocument();
  });

  it('sends once while saving, with the button busy, and asks before unsaved input is left', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { router } = await renderScreen(<StoreForm save={save} />);
    await fill();

    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByTestId('leave-guard')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/');

    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(screen.getByTestId('save')).toBeDisabled());
    await userEvent.click(screen.getByTestId('save'));
    await userEvent.type(screen.getByLabelText('City'), '{Enter}');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: 'Anna', city: 'Berlin' });

    finish();
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.messageKey)).toEqual(['settings:edit.saved']));
    // Saved: the button stays busy until the next screen, and leaving asks nothing.
    expect(screen.getByTestId('save')).toBeDisabled();
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
