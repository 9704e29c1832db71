import { lazy, Suspense, useEffect, useState } from 'react';
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

/** /login: the splash, the onboarding carousel (first visit only), then the phone form. */
export function Component() {
  const [params] = useSearchParams();
  const [stage, setStage] = useState<LoginStage>('splash');

  useEffect(() => {
    void loadForm();
    if (stageAfterSplash() === 'onboarding') void loadCarousel();
  }, []);

  useEffect(() => {
    if (stage !== 'splash') return;
    const timer = setTimeout(() => setStage(stageAfterSplash()), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [stage]);

  // A deep link or an ended session sent the merchant here with the page to come back to.
  const next = params.get('next');
  if (hasValidSession()) return <Navigate to={afterSignInPath(next)} replace />;
  if (stage === 'splash') return <SplashScreen />;
  if (stage === 'onboarding') {
    return (
      <Suspense fallback={<SplashScreen />}>
        <OnboardingCarousel onDone={() => setStage('form')} />
      </Suspense>
    );
  }

  // "Change phone number" brings the phone back in the query; otherwise remember-me fills it in.
  const fromQuery = phoneFromQuery(params.get('phone'));
  const remembered = rememberedPhone();
  const phone = (splitPhone(fromQuery) ? fromQuery : remembered) ?? `${DEFAULT_COUNTRY.dialCode}.`;
  return (
    <Suspense fallback={<SplashScreen />}>
      <LoginForm defaults={{ phone, remember: Boolean(remembered) }} next={next ?? undefined} />
    </Suspense>
  );
}
