import { PICTURE_FORMAT, Picture } from "./Picture.tsx";

/**
 * A detail page's pictures; the first is the page's main image. On a phone they are a row to
 * swipe through, the next one peeking in, so they take one picture's height before the text
 * (docs/decisions/139); on a wide screen they stand one under another. The row scrolls with
 * the keyboard too: it takes focus.
 */
export function PictureGallery({
  label,
  pictures,
}: {
  label: string;
  pictures: readonly { pictureUrl: string }[];
}) {
  const row = pictures.length > 1;
  return (
    <ul
      aria-label={label}
      tabIndex={row ? 0 : undefined}
      className={`mt-6 ${
        row
          ? "-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 lg:mx-0 lg:block lg:space-y-4 lg:overflow-visible lg:px-0 lg:pb-0"
          : ""
      }`}
    >
      {pictures.map((picture, i) => (
        <li key={picture.pictureUrl} className={row ? "w-[85%] shrink-0 snap-start lg:w-auto" : ""}>
          <Picture
            src={picture.pictureUrl}
            format={PICTURE_FORMAT.detail}
            priority={i === 0}
            className="aspect-[3/2] w-full rounded-[var(--radius-card)] object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
