import { useTranslation } from 'react-i18next';
import { AppLogo } from './app-logo';
import { SocialIcons } from './social-icons';

/** The intro splash: logo, a short description and the five social icons, shown while the app starts. */
export function SplashScreen() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div
      data-testid="splash"
      className="flex min-h-dvh flex-1 flex-col items-center justify-between bg-brand-700 px-8 py-16 text-center text-white"
    >
      <div />
      <div className="flex flex-col items-center gap-5">
        <AppLogo inverted className="h-24 w-24 drop-shadow-lg" />
        <h1 className="text-3xl font-bold tracking-tight">{t('common:app.name')}</h1>
        <p className="max-w-xs text-base text-white">{t('auth:splash.description')}</p>
        <span role="status" className="mt-4 flex items-center gap-2 text-sm text-white">
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
          />
          {t('common:loading')}
        </span>
      </div>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-white">{t('auth:splash.follow')}</p>
        <SocialIcons label={t('auth:splash.social')} />
      </div>
    </div>
  );
}
