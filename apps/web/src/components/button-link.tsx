import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonVariant } from './button';

/** A link that looks like the app's Button: for actions that go to another screen ("Add new voucher"). */
export function ButtonLink({
  variant = 'primary',
  block = false,
  icon,
  className = '',
  children,
  ...rest
}: LinkProps & { variant?: ButtonVariant; block?: boolean; icon?: ReactNode }) {
  return (
    <Link className={buttonClass(variant, block, className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
