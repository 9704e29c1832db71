import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { renderScreen } from '@/testing';
import { Component as HelpCenter } from './help-center-page';

describe('the help centre', () => {
  it('points its answers to the real settings pages', async () => {
    await renderScreen(<HelpCenter />, { path: paths.helpCenter() });
    expect(screen.getByTestId('help-link-language')).toHaveAttribute('href', paths.settings.language());
    expect(screen.getByTestId('help-link-sales')).toHaveAttribute('href', paths.settings.mySales());
    expect(screen.getByTestId('help-link-plan')).toHaveAttribute('href', paths.plans.create());
  });
});
