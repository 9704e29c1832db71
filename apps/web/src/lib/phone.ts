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

/** The contract's phone pattern, without loading zod on the login (a test keeps the two equal). */
export const PHONE_PATTERN = /^\+\d{1,4}\.\d{4,14}$/;

/** What is wrong with a phone value "+49.digits": no digits after the dial code, or not the contract's pattern. */
export function checkPhone(value: unknown): 'required' | 'invalid' | undefined {
  if (typeof value !== 'string' || !splitPhone(value)?.local) return 'required';
  if (!PHONE_PATTERN.test(value)) return 'invalid';
  return undefined;
}
