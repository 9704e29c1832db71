import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton';
import { notifySuccess } from '@/components/toasts/toast-store';
import { displayPhone } from '@/lib/phone';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { storeReads } from '../api';
import { CodeStep } from '../components/code-step';
import { PhoneStep } from '../components/phone-step';

type Step = { name: 'phone'; phone: string } | { name: 'code'; phone: string; resendIn: number };

/**
 * /settings/account-information/phone/edit: the new number gets a code (POST /auth/request-edit-phone),
 * the code changes the number (PUT /auth/verify-phone), and the account screen shows it.
 */
export function Component() {
  const { t } = useTranslation(['settings']);
  const navigate = useNavigate();
  const storeQuery = useQuery(useReads(storeReads).store);
  const [step, setStep] = useState<Step>({ name: 'phone', phone: '' });

  return (
    <>
      <BackHeader title={t('settings:phone.title')} backTo={paths.settings.account()} />
      <div className="flex flex-col gap-6 px-5 pb-10 pt-5">
        {step.name === 'phone' ? (
          <>
            <div className="flex flex-col gap-2 text-sm text-slate-700">
              <QueryState
                query={storeQuery}
                failedText={t('settings:account.loadFailed')}
                skeleton={<Skeleton className="h-5 w-56 max-w-full" />}
              >
                {(store) => (
                  <p data-testid="current-phone">{t('settings:phone.current', { phone: displayPhone(store.phone) })}</p>
                )}
              </QueryState>
              <p>{t('settings:phone.intro')}</p>
            </div>
            <PhoneStep initial={step.phone} onSent={(phone, resendIn) => setStep({ name: 'code', phone, resendIn })} />
          </>
        ) : (
          <CodeStep
            key={step.phone}
            phone={step.phone}
            resendIn={step.resendIn}
            onOtherNumber={() => setStep({ name: 'phone', phone: step.phone })}
            onChanged={() => {
              notifySuccess('settings:phone.changed');
              void navigate(paths.settings.account(), { replace: true });
            }}
          />
        )}
      </div>
    </>
  );
}
