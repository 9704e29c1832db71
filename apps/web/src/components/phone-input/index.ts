export { PhoneInput, type PhoneInputProps } from './phone-input';
export { DEFAULT_COUNTRY, flagEmoji } from './flag';
export { filterCountries } from './search';
export type { Country } from './types';
export { useCountries, loadCountries } from './use-countries';
