import type { Voucher } from '@mbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import { renderScreen, stubEndpoints } from '@/testing';
import { Component as CreatePage } from '../routes/voucher-create-page';

const saved: Voucher = {
  id: 41,
  name: 'Free espresso',
  status: 'draft',
  voucher_type: { code: 'DFP', label: 'Discount fixed price' },
  value: 2,
  quantity: null,
  start_date: '2026-11-15',
  end_date: null,
  schedule: null,
  category: null,
  informations: [],
  terms_and_conditions: '',
  plans: [],
  created_at: '2026-11-15T09:00:00.000Z',
  updated_at: '2026-11-15T09:00:00.000Z',
};

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Free espresso');
  await userEvent.type(screen.getByLabelText('Discount', { exact: true }), '2');
}

describe('the voucher form', () => {
  // The form kit's rule, as in every form: the fields say what the server said, and only what no
  // field shows is a toast.
  it('puts a 422 on the fields it names, without a toast repeating them', async () => {
    const api = stubEndpoints().on('createVoucher', {
      status: 422,
      body: {
        status: 422,
        user_message: 'The end date has already passed',
        errors: { end_date: ['The end date has already passed'], 'informations.0': ['Too long'] },
      },
    });
    await renderScreen(<CreatePage />, { path: '/vouchers/create' });
    await fillValid();
    await userEvent.type(screen.getByRole('textbox', { name: 'Point 1' }), 'Ask');
    await userEvent.click(screen.getByTestId('save-voucher'));

    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(screen.getByLabelText('End date (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The end date has already passed')).toBeInTheDocument();
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(api.calls('createVoucher')).toHaveLength(1);
    expect(api.calls('createVoucher')[0]!.body).toMatchObject({
      name: 'Free espresso',
      voucher_type: 'DFP',
      value: 2,
      informations: ['Ask'],
    });
  });

  it('puts a refused change of state (409) on the status, without a toast', async () => {
    stubEndpoints().on('createVoucher', {
      status: 409,
      body: { status: 409, user_message: 'This voucher is used by a plan', errors: {} },
    });
    await renderScreen(<CreatePage />, { path: '/vouchers/create' });
    await fillValid();
    await userEvent.click(screen.getByTestId('save-voucher'));

    expect(await screen.findByTestId('field-error')).toHaveTextContent('This voucher is used by a plan');
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('shows a failure no field takes as a toast with the server’s message', async () => {
    stubEndpoints().on('createVoucher', {
      status: 500,
      body: { status: 500, user_message: 'The voucher could not be saved', errors: {} },
    });
    await renderScreen(<CreatePage />, { path: '/vouchers/create' });
    await fillValid();
    await userEvent.click(screen.getByTestId('save-voucher'));

    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['The voucher could not be saved']),
    );
    expect(screen.queryByTestId('field-error')).toBeNull();
  });

  it('saves once however often it is pressed, then lands on the new voucher', async () => {
    let answer: (r: Response) => void = () => {};
    const api = stubEndpoints();
    api.mock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { router } = await renderScreen(<CreatePage />, { path: '/vouchers/create' });
    await fillValid();
    const save = screen.getByTestId('save-voucher');
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    await userEvent.click(save);
    await userEvent.keyboard('{Enter}');
    expect(api.mock).toHaveBeenCalledTimes(1);

    answer(
      new Response(JSON.stringify({ data: saved }), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/vouchers/41'));
  });
});
