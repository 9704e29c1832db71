/** The phone value is the dial code and the local digits joined by a dot: "+49.15112345678". */
export function joinPhone(dialCode: string, local: string): string {
  return `${dialCode}.${local.replace(/\D/g, '')}`;
}

export function splitPhone(phone: string | null | undefined): { dialCode: string; local: string } | null {
  const m = /^(\+\d{1,4})\.(\d*)$/.exec(phone ?? '');
  return m ? { dialCode: m[1]!, local: m[2]! } : null;
}

/** Digits only: what the phone input keeps of what was typed or pasted. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** "+49.15112345678" → "+49 15112345678" for display. */
export const displayPhone = (phone: string) => phone.replace('.', ' ');
