const defaultParallaxSpeed = 0.3;

/** Speed from an element's data-parallax-speed attribute, or the default when absent or invalid. */
export function parallaxSpeed(attribute: string | null | undefined): number {
  if (attribute == null || attribute.trim() === "") return defaultParallaxSpeed;
  const speed = Number(attribute);
  return Number.isFinite(speed) ? speed : defaultParallaxSpeed;
}

/** Background offset (px) for an element whose top is `elementTop` px from the viewport's top. */
export function parallaxOffset(elementTop: number, speed: number): number {
  return Math.round(-elementTop * speed);
}
