import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button } from '@/components/button';
import {
  CircleQuestionMark,
  CreditCard,
  FileText,
  Globe,
  Icon,
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
  const { t, i18n } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  const here = paths.settings.menu();
  const language = isLocale(i18n.language) ? t(`settings.languages.${i18n.language}`) : undefined;

  return (
    <div className="flex flex-col gap-6 py-2">
      <PageHeading title={t('settings.menu.title')} description={t('settings.menu.description')} />
      <MenuGroup title={t('settings.menu.store')}>
        <MenuLink
          to={paths.settings.account()}
          icon={Store}
          label={t('settings.menu.account')}
          hint={t('settings.menu.accountHint')}
          testId="settings-account"
        />
        <MenuLink
          to={paths.settings.storeQr()}
          icon={QrCode}
          label={t('settings.menu.storeQr')}
          hint={t('settings.menu.storeQrHint')}
          testId="settings-store-qr"
        />
        <MenuLink
          to={paths.settings.mySales()}
          icon={CreditCard}
          label={t('settings.menu.mySales')}
          hint={t('settings.menu.mySalesHint')}
          testId="settings-my-sales"
        />
      </MenuGroup>
      <MenuGroup title={t('settings.menu.app')}>
        <MenuLink
          to={paths.settings.language()}
          icon={Globe}
          label={t('settings.menu.language')}
          value={language}
          testId="settings-language"
        />
      </MenuGroup>
      <MenuGroup title={t('settings.menu.support')}>
        <MenuLink
          to={paths.helpCenter({ from: here })}
          icon={CircleQuestionMark}
          label={t('settings.menu.helpCenter')}
          testId="settings-help"
        />
        <MenuLink
          to={paths.terms({ from: here })}
          icon={FileText}
          label={t('settings.menu.terms')}
          testId="settings-terms"
        />
        <MenuLink
          to={paths.privacy({ from: here })}
          icon={ShieldCheck}
          label={t('settings.menu.privacy')}
          testId="settings-privacy"
        />
      </MenuGroup>
      <Button
        variant="secondary"
        block
        onClick={() => setSigningOut(true)}
        icon={<Icon icon={LogOut} className="h-5 w-5" strokeWidth={NAV_STROKE} />}
        className="!text-red-700 !ring-red-600 hover:!bg-red-50"
        data-testid="settings-logout"
      >
        {t('settings.menu.logout')}
      </Button>
      <SignOutDialog open={signingOut} onOpenChange={setSigningOut} />
    </div>
  );
}
