/**
 * The global focus outline is gold, which reads well on the dark brand surfaces (hero, footer) but is too faint on
 * white (WCAG 1.4.11 asks for 3:1). Light surfaces of this feature switch descendants to the dark accent instead.
 * `!` is needed: the global :focus-visible rule is unlayered, Tailwind utilities are layered.
 */
export const FOCUS_ON_LIGHT = '[&_:focus-visible]:outline-accent-700!';
