import { useTranslation } from '@/i18n';
import { BackHeader } from '@/components/back-header';
import { useReturnPath } from '../use-return-path';

/** A legal text from the `legal.<doc>` translations: title, last-updated date, intro and numbered sections. */
export function LegalDocument({ doc, sections }: { doc: 'terms' | 'privacy'; sections: readonly string[] }) {
  const { t } = useTranslation();
  const backTo = useReturnPath();
  return (
    <>
      <BackHeader title={t(`legal.${doc}.title`)} backTo={backTo} />
      <article className="flex flex-col gap-5 px-5 pb-10 pt-4 text-sm leading-relaxed text-slate-700">
        <div className="flex flex-col gap-2">
          <p className="text-xs font-medium text-slate-600" data-testid="last-updated">
            {t('legal.lastUpdated')}
          </p>
          <p>{t(`legal.${doc}.intro`)}</p>
        </div>
        {sections.map((id, index) => (
          <section key={id} aria-labelledby={`${doc}-${id}`} className="flex flex-col gap-1.5">
            <h2 id={`${doc}-${id}`} className="text-base font-semibold text-slate-900">
              {index + 1}. {t(`legal.${doc}.sections.${id}.title`)}
            </h2>
            <p>{t(`legal.${doc}.sections.${id}.body`)}</p>
          </section>
        ))}
      </article>
    </>
  );
}
