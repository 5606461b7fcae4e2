import { useLayoutEffect, type RefObject } from 'react';

/** The chat never gets shorter than this (a phone on its side with the keyboard open still shows the composer). */
const MIN_HEIGHT_PX = 260;

/**
 * Makes `ref`'s element reach exactly to the bottom of what is visible: the visual viewport, which shrinks when the
 * on-screen keyboard opens (unlike `100vh`, and unlike `100dvh` on iOS Safari), so the composer stays in sight above
 * the keyboard. Without `visualViewport` the element keeps its CSS height (a `dvh` calculation).
 */
export function useViewportFit(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const viewport = window.visualViewport;
    if (!element || !viewport) return;
    let frame = 0;
    const fit = () => {
      frame = 0;
      // The element's top in the layout viewport; the visible area ends at the visual viewport's bottom.
      const top = element.getBoundingClientRect().top;
      const height = Math.max(MIN_HEIGHT_PX, Math.round(viewport.offsetTop + viewport.height - Math.max(0, top)));
      element.style.height = `${height}px`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(fit);
    };
    fit();
    viewport.addEventListener('resize', schedule);
    viewport.addEventListener('scroll', schedule);
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      viewport.removeEventListener('resize', schedule);
      viewport.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      element.style.height = '';
    };
  }, [ref]);
}
