import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ArrowRight, Check, Icon } from '@/components/icons';
import { ONBOARDING_STEPS, markOnboarded, stepControls } from '../onboarding';
import clientsArt from '../art/onboarding-clients.svg';
import plansArt from '../art/onboarding-plans.svg';
import visitsArt from '../art/onboarding-visits.svg';

const SLIDES = ['plans', 'visits', 'clients'] as const;
const ART = { plans: plansArt, visits: visitsArt, clients: clientsArt } as const;

/** The 3-step intro: subscription plans, more visits, new clients. Finishing or skipping sets the flag. */
export function OnboardingCarousel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['auth']);
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
            {t('auth:onboarding.skip')}
          </Button>
        )}
      </div>

      <div className="flex flex-1 flex-col justify-center gap-6 text-center" aria-live="polite">
        <img src={ART[slide]} alt="" className="mx-auto h-56 w-full max-w-xs" />
        <p className="text-sm font-medium text-brand-700">
          {t('auth:onboarding.step', { step, total: ONBOARDING_STEPS })}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{t(`auth:onboarding.${slide}.title`)}</h1>
        <p className="text-base text-slate-600">{t(`auth:onboarding.${slide}.text`)}</p>
      </div>

      <div className="mt-8 flex items-center justify-between gap-4">
        <div className="w-24">
          {controls.back && (
            <Button variant="ghost" onClick={() => setStep(step - 1)}>
              {t('auth:onboarding.back')}
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
            aria-label={t(controls.finish ? 'auth:onboarding.finish' : 'auth:onboarding.next')}
            data-testid="onboarding-next"
            className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {controls.finish ? (
              <Icon icon={Check} className="h-6 w-6" strokeWidth={2.5} />
            ) : (
              <Icon icon={ArrowRight} className="h-6 w-6" strokeWidth={2.5} />
            )}
          </button>
        </div>
      </div>
    </section>
  );
}
