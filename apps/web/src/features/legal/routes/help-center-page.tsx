import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { RichText } from '@/components/rich-text';
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
  const { t } = useTranslation();
  const backTo = useReturnPath();
  return (
    <>
      <BackHeader title={t('legal.help.title')} backTo={backTo} />
      <div className="flex flex-col gap-6 px-5 pb-10 pt-4">
        <p className="text-sm text-slate-700">{t('legal.help.intro')}</p>
        <section aria-labelledby="faq-title" className="flex flex-col gap-2">
          <h2 id="faq-title" className="text-base font-semibold">
            {t('legal.help.faqTitle')}
          </h2>
          {FAQ.map((id) => (
            <details
              key={id}
              className="group rounded-xl ring-1 ring-slate-200 open:bg-slate-50"
              data-testid="faq-item"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                {t(`legal.help.faq.${id}.q`)}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </summary>
              <p className="px-4 pb-4 text-sm leading-relaxed text-slate-700">
                <RichText text={t(`legal.help.faq.${id}.a`)} tags={ANSWER_LINKS} />
              </p>
            </details>
          ))}
        </section>
        <section aria-labelledby="contact-title" className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4">
          <h2 id="contact-title" className="text-base font-semibold">
            {t('legal.help.contactTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('legal.help.contactText')}</p>
          <a
            href={config.supportUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="support-link"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-green-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.2.1-.1 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.5 4c1.7.7 2.3.8 3.1.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3z" />
            </svg>
            {t('legal.help.contactLink')}
            <span className="sr-only">{t('legal.help.newTab')}</span>
          </a>
        </section>
      </div>
    </>
  );
}
