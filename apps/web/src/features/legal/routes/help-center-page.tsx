import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { ChevronDown, Icon, WhatsApp } from '@/components/icons';
import { TitledSection } from '@/components/titled-section';
import { config } from '@/lib/config';
import { paths } from '@/lib/paths';
import { useReturnPath } from '../use-return-path';

const FAQ = ['signIn', 'payments', 'cancellation', 'payouts', 'vouchers', 'plans', 'broadcasts', 'language'] as const;

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600';
/** The screens answers point to: tagged parts of an answer link there. */
const ANSWER_LINKS = {
  language: <Link to={paths.settings.language()} className={linkClass} data-testid="help-link-language" />,
  sales: <Link to={paths.settings.mySales()} className={linkClass} data-testid="help-link-sales" />,
  plan: <Link to={paths.plans.create()} className={linkClass} data-testid="help-link-plan" />,
};

/** Frequently asked questions and a contact link to the support chat. */
export function Component() {
  const { t } = useTranslation(['legal']);
  const backTo = useReturnPath();
  return (
    <>
      <BackHeader title={t('legal:help.title')} backTo={backTo} />
      <div className="flex flex-col gap-6 px-5 pb-10 pt-4">
        <p className="text-sm text-slate-700">{t('legal:help.intro')}</p>
        <TitledSection title={t('legal:help.faqTitle')} className="gap-2">
          {FAQ.map((id) => (
            <details
              key={id}
              className="group rounded-xl ring-1 ring-slate-200 open:bg-slate-50"
              data-testid="faq-item"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                {t(`legal:help.faq.${id}.q`)}
                <Icon icon={ChevronDown} className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-4 pb-4 text-sm leading-relaxed text-slate-700">
                <Trans t={t} i18nKey={`legal:help.faq.${id}.a`} components={ANSWER_LINKS} />
              </p>
            </details>
          ))}
        </TitledSection>
        <TitledSection title={t('legal:help.contactTitle')} className="gap-3 rounded-2xl bg-brand-50 p-4">
          <p className="text-sm text-slate-700">{t('legal:help.contactText')}</p>
          <a
            href={config.supportUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="support-link"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-green-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Icon icon={WhatsApp} className="h-5 w-5" />
            {t('legal:help.contactLink')}
            <span className="sr-only">{t('legal:help.newTab')}</span>
          </a>
        </TitledSection>
      </div>
    </>
  );
}
