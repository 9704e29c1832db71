import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button } from '@/components/button';
import {
  CircleQuestionMark,
  CreditCard,
  FileText,
  Globe,
  Icon,
  type IconNode,
  LogOut,
  NAV_STROKE,
  QrCode,
  ShieldCheck,
  Store,
} from '@/components/icons';
import { PageHeading } from '@/components/list/page-heading';
import { SignOutDialog } from '@/components/sign-out-dialog';
import { isLocale } from '@/i18n';
import { paths } from '@/lib/paths';
import { MenuGroup, MenuLink } from '../components/menu-list';

/** /settings: the way to the store's account, QR code, sales, language, help and legal pages, and log-out. */
export function Component() {
  const { t, i18n } = useTranslation(['settings']);
  const [signingOut, setSigningOut] = useState(false);
  const here = paths.settings.menu();
  // The menu in its groups; each link's label is the text of its name under settings:menu.
  const groups: {
    title: 'store' | 'app' | 'support';
    links: {
      name: 'account' | 'storeQr' | 'mySales' | 'language' | 'helpCenter' | 'terms' | 'privacy';
      to: string;
      icon: IconNode;
      testId: string;
      hint?: string;
    }[];
  }[] = [
    {
      title: 'store',
      links: [
        {
          name: 'account',
          to: paths.settings.account(),
          icon: Store,
          testId: 'settings-account',
          hint: t('settings:menu.accountHint'),
        },
        {
          name: 'storeQr',
          to: paths.settings.storeQr(),
          icon: QrCode,
          testId: 'settings-store-qr',
          hint: t('settings:menu.storeQrHint'),
        },
        {
          name: 'mySales',
          to: paths.settings.mySales(),
          icon: CreditCard,
          testId: 'settings-my-sales',
          hint: t('settings:menu.mySalesHint'),
        },
      ],
    },
    {
      title: 'app',
      links: [{ name: 'language', to: paths.settings.language(), icon: Globe, testId: 'settings-language' }],
    },
    {
      title: 'support',
      links: [
        { name: 'helpCenter', to: paths.helpCenter({ from: here }), icon: CircleQuestionMark, testId: 'settings-help' },
        { name: 'terms', to: paths.terms({ from: here }), icon: FileText, testId: 'settings-terms' },
        { name: 'privacy', to: paths.privacy({ from: here }), icon: ShieldCheck, testId: 'settings-privacy' },
      ],
    },
  ];
  const language = isLocale(i18n.language) ? t(`settings:languages.${i18n.language}`) : undefined;

  return (
    <div className="flex flex-col gap-6 py-2">
      <PageHeading title={t('settings:menu.title')} description={t('settings:menu.description')} />
      {groups.map((group) => (
        <MenuGroup key={group.title} title={t(`settings:menu.${group.title}`)}>
          {group.links.map((link) => (
            <MenuLink
              key={link.name}
              to={link.to}
              icon={link.icon}
              label={t(`settings:menu.${link.name}`)}
              hint={link.hint}
              value={link.name === 'language' ? language : undefined}
              testId={link.testId}
            />
          ))}
        </MenuGroup>
      ))}
      <Button
        variant="secondary"
        block
        onClick={() => setSigningOut(true)}
        icon={<Icon icon={LogOut} className="h-5 w-5" strokeWidth={NAV_STROKE} />}
        className="!text-red-700 !ring-red-600 hover:!bg-red-50"
        data-testid="settings-logout"
      >
        {t('settings:menu.logout')}
      </Button>
      <SignOutDialog open={signingOut} onOpenChange={setSigningOut} />
    </div>
  );
}
