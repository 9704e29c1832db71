import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Checkbox } from '@/components/checkbox';
import { SubmitButton } from '@/components/forms/submit-button';
import { serverFieldMessages, useLeaveBlocker, useLeaveGuard, useSave, type LeaveGuard } from '@/lib/forms/core';
import { PhoneInput } from '@/components/phone-input';
import { notifyError } from '@/components/toasts/toast-store';
import { isApiError } from '@/lib/api-client';
import { requestOtp } from '../request-otp';
import { phoneProblem, type LoginValues } from '../login-rules';
import { rememberPhone } from '../remembered-phone';
import { AuthHeader } from './auth-header';
import { AuthSwitch } from './auth-switch';
import { ConsentText } from './consent-text';
import { paths } from '@/lib/paths';

// The leave warning's dialog (Radix) is not part of the first screen: it loads once the form has input.
const loadLeaveGuardDialog = () => import('@/components/leave-guard-dialog');
const LeaveGuardDialog = lazy(() => loadLeaveGuardDialog().then((m) => ({ default: m.LeaveGuardDialog })));

/** A message under the phone: an i18n key of a client rule, or the server's own text. */
type PhoneError = { key: NonNullable<ReturnType<typeof phoneProblem>> } | { text: string };

/** The server's message about the phone shows under it. */
const PHONE_FIELD = { phone: 'phone' };

/** Sends the code; a code sent moments ago (429) is still valid: the toast explains, the user goes on to enter it. */
async function sendCode(phone: string) {
  try {
    await requestOtp(phone);
  } catch (failure) {
    if (!(isApiError(failure) && failure.status === 429)) throw failure;
    notifyError(failure);
  }
}

/**
 * Phone, remember-me and consent; Continue sends a code and opens the verification step.
 *
 * The app's first form keeps its two fields in React state rather than a form library, and saves
 * through the form kit's light core: it is what a phone downloads before it can sign in (see
 * scripts/bundle-size.ts). It behaves as the other forms do: checked on submit, re-checked on every
 * change after that, the phone focused when wrong.
 */
export function LoginForm({
  defaults,
  next,
}: {
  defaults: LoginValues;
  /** The page to open after signing in. */ next?: string;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [phone, setPhone] = useState(defaults.phone);
  const [remember, setRemember] = useState(defaults.remember);
  const [error, setError] = useState<PhoneError | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const dirty = phone !== defaults.phone || remember !== defaults.remember;
  const guard = useLeaveGuard(dirty);
  useEffect(() => {
    if (dirty) void loadLeaveGuardDialog();
  }, [dirty]);
  const sending = useSave({
    save: sendCode,
    placeOnFields: (failure) => {
      const [onPhone] = serverFieldMessages(failure, PHONE_FIELD);
      if (!onPhone) return false;
      setError({ text: onPhone.message });
      phoneRef.current?.focus();
      return true;
    },
    onSaved: (_sent, sentTo: string) => {
      rememberPhone(sentTo, remember);
      guard.release();
      void navigate(paths.verification({ phone: sentTo, next }));
    },
  });

  const changePhone = (value: string) => {
    setPhone(value);
    if (submitted) {
      const problem = phoneProblem(value);
      setError(problem ? { key: problem } : null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = phoneProblem(phone);
    if (problem) {
      setError({ key: problem });
      phoneRef.current?.focus();
      return;
    }
    setError(null);
    void sending.send(phone);
  };

  return (
    <div className="flex min-h-dvh flex-1 flex-col px-6 pb-8">
      <AuthHeader title={t('auth:login.title')} text={t('auth:login.text')} />
      <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col gap-5" data-testid="login-form">
        <PhoneInput
          id="login-phone"
          name="phone"
          label={t('auth:fields.phone')}
          placeholder={t('auth:fields.phonePlaceholder')}
          value={phone}
          onChange={changePhone}
          inputRef={phoneRef}
          error={error ? ('key' in error ? t(error.key) : error.text) : undefined}
        />
        <Checkbox
          label={t('auth:login.remember')}
          name="remember"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <div className="mt-auto flex flex-col gap-4">
          <ConsentText from={paths.login()} />
          <SubmitButton state={sending}>{t('common:actions.continue')}</SubmitButton>
          <AuthSwitch question={t('auth:login.noAccount')} to={paths.register()} linkText={t('auth:login.register')} />
        </div>
      </form>
      <LeaveQuestion guard={guard} />
    </div>
  );
}

/**
 * The question before typed input is left, with the router's blocker (only this renders again on a
 * navigation): its dialog's code loads once the form has input.
 */
function LeaveQuestion({ guard }: { guard: LeaveGuard }) {
  const blocker = useLeaveBlocker(guard);
  return blocker.blocked ? (
    <Suspense fallback={null}>
      <LeaveGuardDialog blocker={blocker} />
    </Suspense>
  ) : null;
}
