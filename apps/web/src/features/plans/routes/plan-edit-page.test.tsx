import { routes } from '@mbo/contracts/routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubFetch } from '@/testing';
import { Component as PlanEditPage } from './plan-edit-page';

afterEach(() => vi.unstubAllGlobals());

describe('the plan edit page', () => {
  it('asks for the billing periods and the vouchers while the plan is still on its way', async () => {
    // No call answers: only the gate's skeleton can show, so any call sent came from the page itself.
    const asked = stubFetch(() => new Promise<Response>(() => undefined));
    await renderScreen(<PlanEditPage />, {
      path: '/subscription-plans/plans/:id/edit',
      url: '/subscription-plans/plans/5/edit',
    });
    const paths = () => asked.mock.calls.map(([input]) => new URL(String(input)).pathname);
    await waitFor(() =>
      expect(paths()).toEqual(
        expect.arrayContaining([
          routes.getPlan.path.replace('{id}', '5'),
          routes.billingPeriods.path,
          routes.listVouchers.path,
        ]),
      ),
    );
    expect(screen.queryByTestId('plan-form')).toBeNull();
  });
});
