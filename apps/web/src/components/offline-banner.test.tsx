import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { OfflineBanner } from './offline-banner';

afterEach(() => onlineManager.setOnline(true));

describe('the offline banner', () => {
  it('shows while the query client is offline and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('common:errors.offlineBanner'));
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });
});
