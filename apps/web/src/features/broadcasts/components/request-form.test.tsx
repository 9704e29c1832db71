import type { Plan, VoucherListItem } from '@mbo/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubEndpoints } from '@/testing';
import { Component as RequestBroadcastPage } from '../routes/request-broadcast-page';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
  vi.unstubAllGlobals();
});

/** The date field holds a default (today), so a new date replaces it. */
async function typeDate(date: string) {
  await userEvent.clear(screen.getByLabelText('Date'));
  await userEvent.type(screen.getByLabelText('Date'), date);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Request broadcast' }));

const page = { current_page: 1, next_page: null, per_page: 100, prev_page: null, total_entries: 2, total_pages: 1 };
const voucher = (id: number, name: string, plans: { id: number; name: string }[]): VoucherListItem => ({
  id,
  name,
  status: 'published',
  voucher_type: { code: 'GDS', label: 'Goods' },
  value: 1,
  quantity: null,
  start_date: '2026-01-01',
  end_date: null,
  category: null,
  plans,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const plan = (id: number, name: string, vouchers: VoucherListItem[], subscribers: number): Plan => ({
  id,
  name,
  price: 10,
  fee: 0.5,
  final_price: 10.5,
  currency: 'EUR',
  billing_period: { id: 1, label: 'Monthly', months: 1 },
  subscription_vouchers: vouchers.map((v) => ({
    id: v.id * 10,
    voucher_id: v.id,
    voucher: { id: v.id, name: v.name, status: v.status, voucher_type: v.voucher_type },
    additional_voucher: false,
    max_use_qty: 4,
    qty: 4,
  })),
  how_to_use: [],
  perks_and_benefits: [],
  terms_and_conditions: '',
  subscriber_count: subscribers,
  created_at: '2026-01-01T00:00:00.000Z',
});

const coffee = { id: 1, name: 'Coffee Lover' };
const brunch = { id: 2, name: 'Brunch Club' };
const espresso = voucher(11, 'Free espresso', [coffee]);
const cake = voucher(12, 'Cake of the day', [coffee, brunch]);
const eggs = voucher(13, 'Eggs Benedict', [brunch]);
const loose = voucher(14, 'In no plan', []);

function stubApi() {
  return stubEndpoints()
    .on('listPlans', {
      data: [plan(1, 'Coffee Lover', [espresso, cake], 12), plan(2, 'Brunch Club', [cake, eggs], 0)],
      paginate: page,
    })
    .on('listVouchers', { data: [espresso, cake, eggs, loose], paginate: page })
    .on('listBroadcasts', { data: [], paginate: { ...page, total_entries: 0 } });
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .filter((o) => !(o as HTMLOptionElement).disabled)
    .map((o) => o.textContent);

describe('requesting a broadcast', () => {
  it('narrows the vouchers to the chosen plan and clears one the plan does not hold', async () => {
    stubApi();
    await renderScreen(<RequestBroadcastPage />);
    await screen.findByLabelText('Subscription plan');
    expect(options('Voucher')).toEqual(['Cake of the day', 'Eggs Benedict', 'Free espresso']);

    await userEvent.selectOptions(screen.getByLabelText('Voucher'), 'Free espresso');
    await userEvent.selectOptions(screen.getByLabelText('Subscription plan'), 'Brunch Club');
    expect(options('Voucher')).toEqual(['Cake of the day', 'Eggs Benedict']);
    expect(screen.getByLabelText('Voucher')).toHaveValue('');
    expect(screen.getByText('Goes to its 0 active subscribers.')).toBeInTheDocument();
  });

  it('sends the local time as UTC with the stored language, then returns to the list', async () => {
    process.env.TZ = 'America/New_York';
    const api = stubApi().on('requestBroadcast', (_url, init) => ({
      data: {
        id: 99,
        name: 'Coffee Lover',
        plan_id: 1,
        plan_name: 'Coffee Lover',
        voucher_id: 12,
        voucher_name: 'Cake of the day',
        lang: 'en',
        recipients: 12,
        status: 'Request',
        created_at: '2026-01-01T00:00:00.000Z',
        ...(JSON.parse(String(init?.body)) as { description: string; scheduled_at: string }),
      },
    }));
    const { router } = await renderScreen(<RequestBroadcastPage />);
    await userEvent.selectOptions(await screen.findByLabelText('Subscription plan'), 'Coffee Lover');
    await userEvent.selectOptions(screen.getByLabelText('Voucher'), 'Cake of the day');
    await userEvent.type(screen.getByLabelText('Message'), 'Cake is back this Friday!');
    await typeDate('2099-01-14');
    await userEvent.type(screen.getByLabelText('Time'), '21:30');
    await submit();

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/broadcasts'));
    expect(api.calls('requestBroadcast')[0]?.body).toEqual({
      subscription_id: 1,
      voucher_id: 12,
      description: 'Cake is back this Friday!',
      scheduled_at: '2099-01-15T02:30:00.000Z',
      lang: 'en',
    });
  });

  it('refuses missing fields and a past time before sending, and puts a 422 under its field', async () => {
    const api = stubApi().on('requestBroadcast', {
      status: 422,
      body: {
        status: 422,
        user_message: 'Invalid',
        errors: { scheduled_at: ['The broadcast time must be in the future'] },
      },
    });
    await renderScreen(<RequestBroadcastPage />);
    await screen.findByLabelText('Subscription plan');
    await userEvent.type(screen.getByLabelText('Time'), '00:00');
    await typeDate('2020-01-01');
    await submit();
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Subscription plan')).toHaveAccessibleDescription('Choose a subscription plan'),
    );
    expect(screen.getByLabelText('Voucher')).toHaveAccessibleDescription('Choose a voucher');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/Write a message/);
    expect(screen.getByLabelText('Time')).toHaveAccessibleDescription('Choose a time in the future');
    expect(api.calls('requestBroadcast')).toHaveLength(0);

    // The server has the last word (its clock may be ahead of the device's).
    await userEvent.selectOptions(screen.getByLabelText('Subscription plan'), 'Coffee Lover');
    await userEvent.selectOptions(screen.getByLabelText('Voucher'), 'Free espresso');
    await userEvent.type(screen.getByLabelText('Message'), 'See you soon!');
    await typeDate('2099-01-01');
    await submit();
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Time')).toHaveAccessibleDescription('The broadcast time must be in the future'),
    );
  });
});
