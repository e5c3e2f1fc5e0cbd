import { useEffect } from "react";
import { useLocation } from "react-router";
import { parallaxOffset, parallaxSpeed } from "~/lib/parallax";

const selector = "[data-parallax], .bg-fixed";

/**
 * Touch browsers ignore fixed backgrounds, so on touch devices elements marked fixed-background or
 * parallax move their background with the scroll instead. Reduced motion turns the effect off.
 */
export function useTouchParallax() {
  const { pathname } = useLocation();
  useEffect(() => {
    const touch = window.matchMedia("(hover: none) and (pointer: coarse)").matches;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (!touch) return;
    const elements = Array.from(document.querySelectorAll<HTMLElement>(selector));
    if (elements.length === 0) return;
    for (const element of elements) element.style.backgroundAttachment = "scroll";
    if (reducedMotion) return;

    let frame = 0;
    const update = () => {
      frame = 0;
      for (const element of elements) {
        const speed = parallaxSpeed(element.dataset.parallaxSpeed);
        const offset = parallaxOffset(element.getBoundingClientRect().top, speed);
        element.style.backgroundPosition = `center ${offset}px`;
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [pathname]);
}
