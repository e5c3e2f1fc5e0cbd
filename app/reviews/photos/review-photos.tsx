import { useRef, useState } from "react";
import { Thumbnail } from "~/ui/thumbnail";
import type { ReviewPhotoRef } from "~/reviews/review-types";

/**
 * Where a review photo is served: "s" the thumbnail, "l" the gallery size. Kept here, with the only
 * code that shows photos, so the lazily loaded gallery shares no module with the page's first script.
 */
function photoUrl(key: string, size: "s" | "l"): string {
  return `/review-photos/${key}-${size}.webp`;
}

/** The photos as thumbnails, each a link to the full photo that `open`s the gallery instead. */
function PhotoThumbnails({
  photos,
  open,
}: {
  photos: readonly ReviewPhotoRef[];
  open: (at: number) => void;
}) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos from this review">
      {photos.map((photo, at) => (
        <li key={photo.key}>
          <a
            href={photoUrl(photo.key, "l")}
            onClick={(event) => {
              event.preventDefault();
              open(at);
            }}
            className="block overflow-hidden rounded-xl border border-line"
          >
            <Thumbnail
              src={photoUrl(photo.key, "s")}
              alt={photo.alt}
              size={96}
              loading="lazy"
              className="size-24 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A review's approved photos as thumbnails. Each is a link to the full photo (so it works without
 * JavaScript); with JavaScript it opens a gallery dialog instead, with previous/next and Escape.
 */
export function ReviewPhotos({ photos }: { photos: readonly ReviewPhotoRef[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  if (!photos.length) return null;
  const shown = photos[index] ?? photos[0]!;
  const open = (at: number) => {
    setIndex(at);
    dialog.current?.showModal();
  };
  return (
    <>
      <PhotoThumbnails photos={photos} open={open} />
      <dialog
        ref={dialog}
        aria-label="Review photos"
        className="m-auto max-h-[92vh] w-[min(92vw,56rem)] rounded-3xl bg-surface p-4 backdrop:bg-ink/70"
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") setIndex((at) => (at + 1) % photos.length);
          if (event.key === "ArrowLeft") setIndex((at) => (at - 1 + photos.length) % photos.length);
        }}
      >
        <img
          src={photoUrl(shown.key, "l")}
          alt={shown.alt}
          width={shown.width}
          height={shown.height}
          className="mx-auto max-h-[72vh] w-auto rounded-2xl object-contain"
        />
        <p className="mt-3 text-center text-sm text-ink-soft">
          {shown.alt} ({index + 1} of {photos.length})
        </p>
        <div className="mt-3 flex justify-center gap-2">
          {photos.length > 1 ? (
            <>
              <button
                type="button"
                className="min-h-11 rounded-full border border-line px-4"
                onClick={() => setIndex((at) => (at - 1 + photos.length) % photos.length)}
              >
                Previous
              </button>
              <button
                type="button"
                className="min-h-11 rounded-full border border-line px-4"
                onClick={() => setIndex((at) => (at + 1) % photos.length)}
              >
                Next
              </button>
            </>
          ) : null}
          <button
            type="button"
            autoFocus
            className="min-h-11 rounded-full bg-button px-4 text-white"
            onClick={() => dialog.current?.close()}
          >
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
