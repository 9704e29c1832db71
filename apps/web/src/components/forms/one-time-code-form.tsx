import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@mbo/contracts/otp';
import { useRef, useState, type ReactNode } from 'react';
import { serverFieldMessages, useSave } from '@/lib/forms/core';
import { formatCountdown, useCountdown } from '@/lib/use-countdown';
import { Button } from '../button';
import { OtpInput } from '../otp-input';
import { SubmitButton } from './submit-button';

/** A wrong or expired code, or a number taken meanwhile: the server's words under the code. */
const CODE_FIELDS = { code: 'code', phone: 'code' } as const;

/** The words of a code step, each in the interface's language. */
export interface OneTimeCodeTexts {
  code: string;
  verify: string;
  noCode: string;
  resend: string;
  /** "New code in 0:27". */
  resendIn: (time: string) => string;
  sent: string;
}

/**
 * The 6-digit code step of the sign-in and of the phone change: it sends itself once complete (a
 * code that failed is not sent again by itself; the button still can), shows the server's message
 * under the boxes and anything else as a toast, and offers a new code after the wait.
 *
 * `children` go under the resend button: the way back to the phone number.
 */
export function OneTimeCodeForm<R>({
  texts,
  verify,
  onVerified,
  resend,
  resendIn = OTP_RESEND_SECONDS,
  verifyTestId,
  children,
}: {
  texts: OneTimeCodeTexts;
  verify: (code: string) => Promise<R>;
  onVerified: (result: R) => void;
  resend: () => Promise<{ resend_in: number }>;
  /** Seconds until a new code may be asked for (a code was just sent when the step opened). */
  resendIn?: number;
  verifyTestId?: string;
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const lastTried = useRef('');
  const countdown = useCountdown(resendIn || OTP_RESEND_SECONDS);
  const check = useSave({
    save: verify,
    onSaved: (result) => onVerified(result),
    placeOnFields: (failure) => {
      const [onCode] = serverFieldMessages(failure, CODE_FIELDS);
      setError(onCode?.message);
      return Boolean(onCode);
    },
  });
  const again = useSave({
    save: resend,
    repeatable: true,
    onSaved: (sent) => {
      countdown.restart(sent.resend_in || OTP_RESEND_SECONDS);
      // A new code makes the old digits and their error meaningless ("3 tries left" was about the
      // old code): the boxes start empty, and the same digits may be sent again.
      setCode('');
      setError(undefined);
      lastTried.current = '';
    },
  });
  const waiting = countdown.remaining > 0;

  const submit = (value: string) => {
    if (value.length !== OTP_LENGTH) return;
    lastTried.current = value;
    void check.send(value);
  };

  return (
    <div className="flex flex-col gap-8">
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          submit(code);
        }}
      >
        <OtpInput
          label={texts.code}
          value={code}
          error={error}
          disabled={check.pending || check.saved}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
            if (next.length === OTP_LENGTH && next !== lastTried.current) submit(next);
          }}
        />
        <SubmitButton state={check} disabled={code.length !== OTP_LENGTH} testId={verifyTestId}>
          {texts.verify}
        </SubmitButton>
      </form>
      <div className="flex flex-col items-center gap-3 text-sm text-slate-700">
        <span>{texts.noCode}</span>
        <Button
          variant="ghost"
          onClick={() => void again.send(undefined)}
          disabled={waiting}
          loading={again.pending}
          data-testid="resend-code"
        >
          {waiting ? texts.resendIn(formatCountdown(countdown.remaining)) : texts.resend}
        </Button>
        {/* Announced once, not on every tick. */}
        {again.saved && (
          <span role="status" className="text-xs text-green-800">
            {texts.sent}
          </span>
        )}
        {children}
      </div>
    </div>
  );
}
