import { Activity, lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_COUNTRY } from '@/components/phone-input/flag';
import { splitPhone } from '@/lib/phone';
import { hasValidSession } from '@/lib/session';
import { SplashScreen } from '../components/splash-screen';
import { SPLASH_MS, stageAfterSplash, type LoginStage } from '../onboarding';
import { rememberedPhone } from '../remembered-phone';
import { phoneFromQuery } from '../urls';
import { afterSignInPath } from '@/lib/return-path';

// The splash is the first paint; the carousel and the form (with the form library, zod and the
// country list) load while it shows, so /login paints with the app shell alone.
const loadForm = () => import('../components/login-form');
const loadCarousel = () => import('../components/onboarding-carousel');
const LoginForm = lazy(() => loadForm().then((m) => ({ default: m.LoginForm })));
const OnboardingCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.OnboardingCarousel })));

/**
 * /login: the splash, the onboarding carousel (first visit only), then the phone form.
 *
 * The view after the splash renders while the splash shows, hidden (React's `<Activity>`: at low
 * priority, in slices, its effects held back), so the two seconds are not spent idle and the
 * splash's end only shows what is ready. Rendered then, the form and the country picker's names
 * held the main thread for about 30 ms at once on a desktop, ten times that on a phone.
 */
export function Component() {
  const [params] = useSearchParams();
  const [stage, setStage] = useState<LoginStage>('splash');

  useEffect(() => {
    void loadForm();
    if (stageAfterSplash() === 'onboarding') void loadCarousel();
  }, []);

  useEffect(() => {
    if (stage !== 'splash') return;
    const timer = setTimeout(() => startTransition(() => setStage(stageAfterSplash())), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [stage]);

  // A deep link or an ended session sent the merchant here with the page to come back to.
  const next = params.get('next');
  if (hasValidSession()) return <Navigate to={afterSignInPath(next)} replace />;

  const splash = stage === 'splash';
  const shown = splash ? stageAfterSplash() : stage;
  let view;
  if (shown === 'onboarding') {
    view = <OnboardingCarousel onDone={() => setStage('form')} />;
  } else {
    // "Change phone number" brings the phone back in the query; otherwise remember-me fills it in.
    const fromQuery = phoneFromQuery(params.get('phone'));
    const remembered = rememberedPhone();
    const phone = (splitPhone(fromQuery) ? fromQuery : remembered) ?? `${DEFAULT_COUNTRY.dialCode}.`;
    view = <LoginForm defaults={{ phone, remember: Boolean(remembered) }} next={next ?? undefined} />;
  }
  return (
    <>
      {splash && <SplashScreen />}
      <Activity mode={splash ? 'hidden' : 'visible'}>
        {/* The splash above stands for the view while hidden; once shown, while its code loads. */}
        <Suspense fallback={splash ? null : <SplashScreen />}>{view}</Suspense>
      </Activity>
    </>
  );
}
