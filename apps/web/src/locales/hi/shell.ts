import common from './common.json';
import site from './site.json';

/** The app shell's text in Hindi (see ../en/index.ts), loaded when the language is chosen. */
export const hi = { ...common, ...site };
