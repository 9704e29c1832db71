import { NO_PUBLISHED_VOUCHER_MESSAGE } from '@mbo/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubEndpoints } from '@/testing';
import { hasPublishedVoucherQuery } from '../api';
import { AddPlanAction } from './add-plan-action';

afterEach(() => vi.unstubAllGlobals());

const page = (total: number) => ({
  data: [],
  paginate: { current_page: 1, next_page: null, per_page: 100, prev_page: null, total_entries: total, total_pages: 1 },
});

describe('AddPlanAction', () => {
  it('is disabled without a published voucher, says why and links to creating one', async () => {
    const api = stubEndpoints().on('listVouchers', page(0));
    await renderScreen(<AddPlanAction read={hasPublishedVoucherQuery()} />);
    expect(await screen.findByTestId('no-voucher-notice')).toHaveTextContent(NO_PUBLISHED_VOUCHER_MESSAGE);
    expect(screen.getByRole('button', { name: 'Add new plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add new plan' })).toHaveAccessibleDescription(/published voucher/);
    expect(screen.getByRole('link', { name: 'Create a voucher' })).toHaveAttribute('href', '/vouchers/create');
    expect(api.calls('listVouchers')[0]!.url.searchParams.get('status')).toBe('published');
  });

  it('goes to the create form once a published voucher exists', async () => {
    stubEndpoints().on('listVouchers', page(2));
    await renderScreen(<AddPlanAction read={hasPublishedVoucherQuery()} />);
    expect(await screen.findByRole('link', { name: 'Add new plan' })).toHaveAttribute(
      'href',
      '/subscription-plans/plans/create',
    );
    expect(screen.queryByTestId('no-voucher-notice')).toBeNull();
  });
});
