/**
 * The horoscope module's face (ADR 014): what other modules may use of it. They import nothing else from horoscope/
 * (lint).
 */
export { type BirthDetails, type BirthMoment, type LocalTimeReading, birthMoment } from './birth-moment';
export { type Chart, type ChartInput, MANGLIK_HOUSES, computeChart, lahiriAyanamsa } from './chart';
