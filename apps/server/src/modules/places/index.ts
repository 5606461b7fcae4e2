/**
 * The places module's face (ADR 014): what other modules may use of it. They import nothing else from places/ (lint).
 */
export { findCity, MAX_CITY_RESULTS, cityPlaceName, searchCities } from './cities';
export { type Country, countryName, findCountry, findState, hasStates, listCountries, listStates } from './places';
