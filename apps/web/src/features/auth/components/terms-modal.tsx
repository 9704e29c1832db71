import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Modal } from '@/components/modal';

const SECTIONS = ['service', 'subscriptions', 'payments', 'payouts', 'data', 'termination'] as const;

export interface TermsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAgree: () => void;
  pending: boolean;
}

/** The terms shown before registering; Agree stays disabled until the box is ticked. */
export function TermsModal({ open, onOpenChange, onAgree, pending }: TermsModalProps) {
  const { t } = useTranslation(['signup']);
  const [agreed, setAgreed] = useState(false);
  // Every opening starts unticked, however the last one ended (cancel, failure).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAgreed(false);
  }
  const change = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={t('signup:terms.title')}
      description={t('signup:terms.updated')}
      hideClose={pending}
      testId="terms-modal"
      bodyLabel={t('signup:terms.textLabel')}
      footer={
        <>
          <Checkbox
            label={t('signup:terms.agreeLabel')}
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            disabled={pending}
          />
          <Button block disabled={!agreed} loading={pending} onClick={onAgree} data-testid="terms-agree">
            {t('signup:terms.agree')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm text-slate-700">
        <p>{t('signup:terms.intro')}</p>
        {SECTIONS.map((s, i) => (
          <section key={s}>
            <h3 className="mb-1 font-semibold text-slate-900">
              {i + 1}. {t(`signup:terms.sections.${s}.title`)}
            </h3>
            <p>{t(`signup:terms.sections.${s}.text`)}</p>
          </section>
        ))}
      </div>
    </Modal>
  );
}
