/**
 * The places module's face (ADR 014): what other modules may use. Its routes are registered by modules/index.ts.
 */
export { type Country, countryName, findCountry, findState, hasStates, listCountries, listStates } from './places';
