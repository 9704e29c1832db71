import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

/**
 * A thin bar across the top of the page while a navigation waits for the next screen's code and
 * texts: the screen shown stays until then, and this says the tap was taken. It appears only
 * after a moment (the CSS animation's delay), so a quick navigation shows nothing.
 */
export function NavigationProgress() {
  const { t } = useTranslation(['common']);
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common:loading')}
      data-testid="navigation-progress"
      className="navigation-progress fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="h-full w-1/3 bg-brand-600" />
    </div>
  );
}
