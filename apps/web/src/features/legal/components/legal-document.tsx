import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { useReturnPath } from '../use-return-path';

/** A legal text from the `legal:<doc>` texts: title, last-updated date, intro and numbered sections, in their order. */
export function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation(['legal']);
  const backTo = useReturnPath();
  const text = t(`legal:${doc}`, { returnObjects: true });
  return (
    <>
      <BackHeader title={text.title} backTo={backTo} />
      <article className="flex flex-col gap-5 px-5 pb-10 pt-4 text-sm leading-relaxed text-slate-700">
        <div className="flex flex-col gap-2">
          <p className="text-xs font-medium text-slate-600" data-testid="last-updated">
            {t('legal:lastUpdated')}
          </p>
          <p>{text.intro}</p>
        </div>
        {Object.entries(text.sections).map(([id, section], index) => (
          <section key={id} aria-labelledby={`${doc}-${id}`} className="flex flex-col gap-1.5">
            <h2 id={`${doc}-${id}`} className="text-base font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <p>{section.body}</p>
          </section>
        ))}
      </article>
    </>
  );
}
