import type { ImgHTMLAttributes } from "react";

type ThumbnailProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height"> & {
  /** The picture; without one nothing is shown. */
  src: string | null | undefined;
  /** Its width and height in pixels, reserved before it loads. */
  size: number;
};

/**
 * A square picture at a fixed size: a product's, a search hit's or a review photo's. Its alt text
 * is empty (the name next to it says what it shows) unless one is given.
 */
export function Thumbnail({ src, size, alt = "", ...rest }: ThumbnailProps) {
  if (!src) return null;
  return <img src={src} alt={alt} width={size} height={size} {...rest} />;
}
