import type { ComponentProps } from 'react';
import { FooterBar } from '../footer-bar';
import { SubmitButton } from './submit-button';

/** The save bar at the bottom of a form screen: one submit button, kept above the keyboard's reach. */
export function FormFooter(props: ComponentProps<typeof SubmitButton>) {
  return (
    <FooterBar>
      <SubmitButton {...props} />
    </FooterBar>
  );
}
