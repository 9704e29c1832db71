/** Every domain of both languages at once, for tests that compare them or need both. */
export { default as en } from './texts.en';
export { default as de } from './texts.de';
