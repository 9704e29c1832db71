import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ONBOARDING_STEPS, markOnboarded, stepControls } from '../onboarding';
import { OnboardingArt } from './onboarding-art';

const SLIDES = ['plans', 'visits', 'clients'] as const;

/** The 3-step intro: subscription plans, more visits, new clients. Finishing or skipping sets the flag. */
export function OnboardingCarousel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(1);
  const controls = stepControls(step);
  const slide = SLIDES[step - 1]!;
  const done = () => {
    markOnboarded();
    onDone();
  };

  return (
    <section data-testid="onboarding" className="flex min-h-dvh flex-1 flex-col px-6 pb-8 pt-4">
      <div className="flex h-11 items-center justify-end">
        {controls.skip && (
          <Button variant="ghost" onClick={done}>
            {t('auth.onboarding.skip')}
          </Button>
        )}
      </div>

      <div className="flex flex-1 flex-col justify-center gap-6 text-center" aria-live="polite">
        <OnboardingArt step={step} />
        <p className="text-sm font-medium text-brand-700">
          {t('auth.onboarding.step', { step, total: ONBOARDING_STEPS })}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{t(`auth.onboarding.${slide}.title`)}</h1>
        <p className="text-base text-slate-600">{t(`auth.onboarding.${slide}.text`)}</p>
      </div>

      <div className="mt-8 flex items-center justify-between gap-4">
        <div className="w-24">
          {controls.back && (
            <Button variant="ghost" onClick={() => setStep(step - 1)}>
              {t('auth.onboarding.back')}
            </Button>
          )}
        </div>
        <div aria-hidden="true" className="flex gap-2">
          {SLIDES.map((s, i) => (
            <span
              key={s}
              className={`h-2 rounded-full transition-all ${i + 1 === step ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300'}`}
            />
          ))}
        </div>
        <div className="flex w-24 justify-end">
          <button
            type="button"
            onClick={controls.finish ? done : () => setStep(step + 1)}
            aria-label={t(controls.finish ? 'auth.onboarding.finish' : 'auth.onboarding.next')}
            data-testid="onboarding-next"
            className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {controls.finish ? <path d="M5 12l5 5 9-10" /> : <path d="M5 12h14M13 6l6 6-6 6" />}
            </svg>
          </button>
        </div>
      </div>
    </section>
  );
}
