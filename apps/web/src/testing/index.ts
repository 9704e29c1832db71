/** Test utilities for the web app's component tests: render with providers, typed endpoint stubs. */
export { messagesByField } from './field-errors';
export { listedVoucher } from './fixtures';
export { renderScreen, renderWithClient } from './render';
export { readsOnArrival, signIn } from './screen-reads';
export { json, stubEndpoint, stubEndpoints, stubFetch } from './stub-endpoint';
