import { useState, type KeyboardEvent } from "react";
import { productImageHeight, productImageWidth } from "~/catalogue/product";
import { needsScript } from "~/ui/no-script";
import { Thumbnail } from "~/ui/thumbnail";
import { cn } from "~/lib/cn";

interface ProductGalleryProps {
  name: string;
  images: readonly string[];
}

/** Main image with thumbnails that select it; arrow keys move between thumbnails. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);

  const select = (index: number) => {
    console.log(`Gallery thumbnail selected: ${index}`);
    setSelected(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + images.length) % images.length;
    select(next);
    event.currentTarget.parentElement?.parentElement?.querySelectorAll("button")[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3 md:sticky md:top-6">
      <div className="overflow-hidden rounded-3xl border border-line bg-mist">
        <img
          src={images[selected]}
          alt={`${name}, view ${selected + 1} of ${images.length}`}
          width={productImageWidth}
          height={productImageHeight}
          fetchPriority="high"
          className="aspect-square w-full object-cover"
        />
      </div>
      {/* Thumbnails switch the picture with scripts; without them they are not shown. */}
      <ul className={cn("flex gap-3", needsScript)} aria-label="Product images">
        {images.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              className={cn(
                "block size-20 overflow-hidden rounded-xl border-2 bg-mist transition-colors sm:size-24",
                index === selected ? "border-button" : "border-transparent hover:border-line",
              )}
            >
              <Thumbnail src={image} size={96} loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
