import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { Icon, Plus } from './icons';

/**
 * The bar at the bottom of a screen that holds its main action ("add new voucher", "save"). In the
 * main layout it sits above the navigation bar (`aboveNav`); on plain pages at the very bottom.
 */
export function FooterBar({ children, aboveNav = false }: { children: ReactNode; aboveNav?: boolean }) {
  return (
    <>
      {/* Keeps the last content clear of the fixed bar. */}
      <div aria-hidden="true" className="h-20" />
      <div
        className={`fixed inset-x-0 z-10 mx-auto w-full max-w-[480px] border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur ${
          aboveNav ? 'bottom-[62px]' : 'bottom-0'
        }`}
      >
        {children}
      </div>
    </>
  );
}

/** The "add new" action of a list screen in the main layout, above the navigation bar. */
export function FooterAddLink({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <FooterBar aboveNav>
      <ButtonLink to={to} block icon={<Icon icon={Plus} className="h-5 w-5" />} data-testid={testId}>
        {children}
      </ButtonLink>
    </FooterBar>
  );
}
