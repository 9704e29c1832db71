import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { TermsModal } from './terms-modal';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('TermsModal', () => {
  it('shows the date and keeps Agree disabled until the box is ticked', async () => {
    const onAgree = vi.fn();
    render(<TermsModal open onOpenChange={() => {}} onAgree={onAgree} pending={false} />);
    expect(screen.getByRole('dialog', { name: 'Terms and conditions' })).toHaveTextContent('Last updated 18 February');
    const agree = screen.getByRole('button', { name: 'Agree' });
    expect(agree).toBeDisabled();
    await userEvent.click(screen.getByLabelText('I have read and agree to the terms and conditions'));
    expect(agree).toBeEnabled();
    await userEvent.click(agree);
    expect(onAgree).toHaveBeenCalledOnce();
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<TermsModal open onOpenChange={onOpenChange} onAgree={() => {}} pending={false} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
