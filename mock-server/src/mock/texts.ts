import type { Lang } from '@mbo/contracts';

type Texts = { title: string; message: string };

const money = (lang: Lang, euros: number) =>
  lang === 'de' ? `${euros.toFixed(2).replace('.', ',')} €` : `€${euros.toFixed(2)}`;

/** Notification texts of simulated events, in the store's language. */
export const notice = {
  subscribed: (lang: Lang, user: string, plan: string): Texts =>
    lang === 'de'
      ? { title: 'Neuer Abonnent', message: `${user} hat ${plan} abonniert.` }
      : { title: 'New subscriber', message: `${user} subscribed to ${plan}.` },
  cancelled: (lang: Lang, user: string, plan: string, endsOn: string): Texts =>
    lang === 'de'
      ? { title: 'Abo gekündigt', message: `${user} hat ${plan} gekündigt. Das Abo endet am ${endsOn}.` }
      : { title: 'Subscription cancelled', message: `${user} cancelled ${plan}. It ends on ${endsOn}.` },
  redeemed: (lang: Lang, user: string, voucher: string): Texts =>
    lang === 'de'
      ? { title: 'Gutschein eingelöst', message: `${user} hat ${voucher} eingelöst.` }
      : { title: 'Voucher redeemed', message: `${user} redeemed ${voucher}.` },
  payoutApproved: (lang: Lang, euros: number): Texts =>
    lang === 'de'
      ? {
          title: 'Auszahlung freigegeben',
          message: `Deine Auszahlung von ${money(lang, euros)} ist auf dem Weg zu deinem Bankkonto.`,
        }
      : {
          title: 'Payout approved',
          message: `Your payout of ${money(lang, euros)} is on its way to your bank account.`,
        },
} satisfies Record<string, (lang: Lang, ...args: never[]) => Texts>;
