import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { mySalesReads } from '../api';
import { ActivationCard, ActivationCardSkeleton } from '../components/activation-card';
import { BalanceCard } from '../components/balance-card';
import { InvoiceList } from '../components/invoice-list';
import { PayoutHistory } from '../components/payout-history';
import { ReportLink } from '../components/report-link';

/**
 * My sales: the balance with the withdraw action, the payout activation, the way to the sales
 * report, the payout history and the invoices. The provider's onboarding returns here with
 * `?activated=1`.
 */
export function Component() {
  const { t } = useTranslation(['sales']);
  const [params] = useSearchParams();
  const balanceAnswer = useQuery(useReads(mySalesReads).balance);
  const balance = balanceAnswer.data;
  const [payoutPage, setPayoutPage] = useState(1);
  const [invoicePage, setInvoicePage] = useState(1);
  const activated = balance?.is_activated ?? false;

  const activation = balance && (
    <ActivationCard activated={activated} justActivated={activated && params.get('activated') === '1'} />
  );

  return (
    <>
      <BackHeader title={t('sales:mySales.title')} backTo={paths.settings.menu()} />
      <div className="flex flex-col gap-4 px-4 pb-10 pt-4">
        {balance && !activated && activation}
        <BalanceCard query={balanceAnswer} onWithdrawn={() => setPayoutPage(1)} />
        {balance === undefined && !balanceAnswer.isError ? <ActivationCardSkeleton /> : activated && activation}
        <ReportLink />
        <PayoutHistory page={payoutPage} onPage={setPayoutPage} />
        <InvoiceList page={invoicePage} onPage={setInvoicePage} />
      </div>
    </>
  );
}
