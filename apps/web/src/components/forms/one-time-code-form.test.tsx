import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import { ApiRequestError } from '@/lib/api-client';
import { renderScreen } from '@/testing';
import { OneTimeCodeForm } from './one-time-code-form';

afterEach(() => {
  vi.useRealTimers();
  toastStore.clear();
  vi.restoreAllMocks();
});

// The wait for a new code passes on a fake clock (Date and the countdown's interval); userEvent
// keeps its real timers.

/** The step worded as the sign-in words it. */
function CodeStep(props: Omit<ComponentProps<typeof OneTimeCodeForm<string>>, 'texts'>) {
  const { t } = useTranslation(['auth']);
  return (
    <OneTimeCodeForm
      texts={{
        ...t('auth:verification', { returnObjects: true }),
        resendIn: (time) => t('auth:verification.resendIn', { time }),
      }}
      {...props}
    />
  );
}

const WRONG = new ApiRequestError(422, 'The code is not valid', { code: ['The code is not valid'] });

async function renderStep({
  verify = vi.fn(async () => 'token'),
  resend = vi.fn(async () => ({ resend_in: 30 })),
  onVerified = vi.fn(),
  resendIn = 30,
}: {
  verify?: (code: string) => Promise<string>;
  resend?: () => Promise<{ resend_in: number }>;
  onVerified?: (token: string) => void;
  resendIn?: number;
} = {}) {
  await renderScreen(
    <CodeStep verify={verify} onVerified={onVerified} resend={resend} resendIn={resendIn}>
      <a href="/login">Back</a>
    </CodeStep>,
  );
  return { verify, resend, onVerified };
}

/** The step with a check that always fails with what `failure` gives at the time of the call. */
async function renderFailing(failure: () => unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const verify = vi.fn(async (): Promise<string> => {
    throw failure();
  });
  await renderStep({ verify });
  return { verify, input: screen.getByLabelText('Verification code') };
}

// userEvent types key by key; on a busy machine a form takes a few seconds.
describe('the one-time-code step', { timeout: 20_000 }, () => {
  it('sends itself once a pasted code is complete, once, and hands over the answer', async () => {
    let answer: (token: string) => void = () => {};
    const verify = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { onVerified } = await renderStep({ verify });
    const input = screen.getByLabelText('Verification code');
    fireEvent.paste(input, { clipboardData: { getData: () => '123 456' } });
    await waitFor(() => expect(input).toBeDisabled());
    // Pending: the button refuses a second send.
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('123456');
    answer('tok');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('tok'));
  });

  it('shows a wrong code under the boxes, does not send it again by itself, but the button can', async () => {
    const { verify, input } = await renderFailing(() => WRONG);
    await userEvent.type(input, '000000');
    expect(await screen.findByTestId('field-error')).toHaveTextContent('The code is not valid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(toastStore.getSnapshot()).toEqual([]);

    await userEvent.type(input, '{Backspace}0');
    expect(screen.queryByTestId('field-error')).not.toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(2));
  });

  it('puts a number taken meanwhile on the code too, and toasts what names no field', async () => {
    let failure: unknown = new ApiRequestError(422, 'Taken', { phone: ['This number is already registered'] });
    const { input } = await renderFailing(() => failure);
    await userEvent.type(input, '111111');
    expect(await screen.findByTestId('field-error')).toHaveTextContent('This number is already registered');

    failure = new TypeError('Failed to fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.messageKey)).toEqual(['common:errors.connection']),
    );
    expect(screen.queryByTestId('field-error')).not.toBeInTheDocument();
  });

  it('offers a new code after the wait, then waits again as long as the server says', async () => {
    const resend = vi.fn(async () => ({ resend_in: 45 }));
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await renderStep({ resend, resendIn: 20 });
    const button = screen.getByTestId('resend-code');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(/Resend code in 0:20/);
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Resend code');
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way.');
    expect(resend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Resend code in 0:45');
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it('clears a wrong code and its error once a new code is sent, and sends the same digits again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const verify = vi.fn(async () => {
      throw WRONG;
    });
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await renderStep({ verify, resendIn: 20 });
    const input = screen.getByLabelText('Verification code');
    fireEvent.paste(input, { clipboardData: { getData: () => '000000' } });
    expect(await screen.findByTestId('field-error')).toHaveTextContent('The code is not valid');
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    await userEvent.click(screen.getByTestId('resend-code'));
    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way.');
    expect(screen.queryByTestId('field-error')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    // The new code may well start like the old one: the same digits are sent by themselves again.
    fireEvent.paste(input, { clipboardData: { getData: () => '000000' } });
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(2));
  });

  it('toasts a failed resend', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await renderStep({
      resendIn: 20,
      resend: async () => {
        throw new ApiRequestError(429, 'Please wait before asking again', {});
      },
    });
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    await userEvent.click(screen.getByTestId('resend-code'));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Please wait before asking again']),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
