export { PhoneInput, type PhoneInputProps } from './phone-input';
export { DEFAULT_COUNTRY, flagUrl } from './flag';
export { filterCountries } from './search';
export type { Country } from './types';
export { useCountries } from './use-countries';
