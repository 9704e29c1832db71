import { NO_PUBLISHED_VOUCHER_MESSAGE } from '@mbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { listedVoucher, renderScreen, stubEndpoints } from '@/testing';
import { emptyPlanValues } from './form-values';
import { PlanForm } from './plan-form';

let api: ReturnType<typeof stubEndpoints>;
beforeEach(() => {
  api = stubEndpoints()
    .on('billingPeriods', { data: [{ id: 1, label: 'Monthly', months: 1 }] })
    .on('listVouchers', {
      data: [listedVoucher(3, 'Cappuccino'), listedVoucher(5, 'Croissant')],
      paginate: { current_page: 1, next_page: null, per_page: 100, prev_page: null, total_entries: 2, total_pages: 1 },
    })
    .on('additionalFee', (url) => {
      const price = Number(url.searchParams.get('price'));
      const fee = Math.max(0.5, Math.round(price * 10) / 100);
      return { data: { price, fee, final_price: Math.round((price + fee) * 100) / 100, currency: 'EUR' as const } };
    });
});
afterEach(() => vi.unstubAllGlobals());

async function fillValidPlan() {
  await userEvent.type(screen.getByLabelText('Plan name'), 'Coffee Lover');
  await userEvent.type(screen.getByLabelText('Price in EUR'), '9,90');
  await userEvent.selectOptions(await screen.findByLabelText('Billing period'), 'Monthly');
  await userEvent.selectOptions(await screen.findByLabelText('Voucher 1'), 'Cappuccino');
}

// userEvent types key by key; on a busy machine a whole form takes a few seconds.
describe('PlanForm', { timeout: 20_000 }, () => {
  it('shows what fans pay once typing pauses, from the server’s fee', async () => {
    await renderScreen(<PlanForm initialValues={emptyPlanValues()} submitLabel="Create plan" onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Price in EUR'), '9,90');
    expect(await screen.findByTestId('fee-preview-total', {}, { timeout: 2000 })).toHaveTextContent('Fans pay €10.89');
    expect(screen.getByTestId('fee-preview-split')).toHaveTextContent('€9.90 for you + €0.99 local fan fee');
    // Only the settled price was asked for, not every keystroke.
    expect(api.calls('additionalFee').map((c) => c.url.searchParams.get('price'))).toEqual(['9.9']);
  });

  it('says inside the form when its choices could not be loaded, and Retry brings them', async () => {
    let up = false;
    const down = { status: 500, body: { status: 500, user_message: 'Server failed', errors: {} } };
    api
      .on('billingPeriods', () => (up ? { data: [{ id: 1, label: 'Monthly', months: 1 }] } : down))
      .on('listVouchers', () =>
        up
          ? {
              data: [listedVoucher(3, 'Cappuccino')],
              paginate: {
                current_page: 1,
                next_page: null,
                per_page: 100,
                prev_page: null,
                total_entries: 1,
                total_pages: 1,
              },
            }
          : down,
      );
    await renderScreen(<PlanForm initialValues={emptyPlanValues()} submitLabel="Create plan" onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Plan name'), 'Coffee Lover');
    const errors = await screen.findAllByTestId('query-error');
    expect(errors.map((e) => e.textContent)).toEqual([
      expect.stringContaining('The billing periods could not be loaded.Server failed'),
      expect.stringContaining('The vouchers to choose from could not be loaded.Server failed'),
    ]);
    expect(screen.queryByLabelText('Billing period')).toBeNull();

    up = true;
    await userEvent.click(within(errors[0]!).getByRole('button', { name: 'Try again' }));
    await userEvent.click(within(await screen.findByTestId('query-error')).getByRole('button', { name: 'Try again' }));
    await userEvent.selectOptions(await screen.findByLabelText('Billing period'), 'Monthly');
    await userEvent.selectOptions(screen.getByLabelText('Voucher 1'), 'Cappuccino');
    expect(screen.queryByTestId('query-error')).toBeNull();
    expect(screen.getByLabelText('Plan name')).toHaveValue('Coffee Lover');
  });

  it('does not offer a voucher twice, and sends the body once however often it is pressed', async () => {
    let finish: (path: string) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { router } = await renderScreen(
      <PlanForm initialValues={emptyPlanValues()} submitLabel="Create plan" onSubmit={onSubmit} />,
    );
    await fillValidPlan();
    await userEvent.click(screen.getByRole('button', { name: 'Add voucher' }));
    const second = screen.getByLabelText('Voucher 2');
    expect(within(second).queryByRole('option', { name: 'Cappuccino' })).toBeNull();
    await userEvent.selectOptions(second, 'Croissant');
    await userEvent.click(screen.getAllByLabelText('Additional benefit')[1]!);
    expect(screen.getByRole('button', { name: 'Add voucher' })).toBeDisabled();

    const save = screen.getByRole('button', { name: 'Create plan' });
    await userEvent.click(save);
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Coffee Lover',
      price: 9.9,
      billing_period_id: 1,
      vouchers: [
        { voucher_id: 3, max_use_qty: 1, additional_voucher: false },
        { voucher_id: 5, max_use_qty: 1, additional_voucher: true },
      ],
      how_to_use: [],
      perks_and_benefits: [],
      terms_and_conditions: '',
    });
    finish('/subscription-plans/plans/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-plans/plans/12'));
  });

  it('puts the server’s 422 on the fields it names', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(422, NO_PUBLISHED_VOUCHER_MESSAGE, {
        vouchers: [NO_PUBLISHED_VOUCHER_MESSAGE],
        'vouchers.0.voucher_id': ['Only published vouchers can join a plan'],
        name: ['This name is taken'],
      });
    });
    await renderScreen(<PlanForm initialValues={emptyPlanValues()} submitLabel="Create plan" onSubmit={onSubmit} />);
    await fillValidPlan();
    await userEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByTestId('vouchers-error')).toHaveTextContent(NO_PUBLISHED_VOUCHER_MESSAGE);
    expect(screen.getByLabelText('Voucher 1')).toHaveAccessibleDescription('Only published vouchers can join a plan');
    expect(screen.getByLabelText('Plan name')).toHaveAccessibleDescription('This name is taken');
    expect(screen.getByLabelText('Plan name')).toHaveFocus();
  });

  it('names what is missing in the user’s words before anything is sent', async () => {
    const onSubmit = vi.fn();
    await renderScreen(<PlanForm initialValues={emptyPlanValues()} submitLabel="Create plan" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(screen.getByLabelText('Plan name')).toHaveAccessibleDescription('Value is required'));
    expect(screen.getByLabelText('Billing period')).toHaveAccessibleDescription('Choose a billing period');
    expect(screen.getByLabelText('Voucher 1')).toHaveAccessibleDescription('Choose a voucher');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
