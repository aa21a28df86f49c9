import { PICTURE_FORMAT, Picture } from "./Picture.tsx";

/** A detail page's pictures, one under another; the first is the page's main image. */
export function PictureGallery({
  label,
  pictures,
}: {
  label: string;
  pictures: readonly { pictureUrl: string }[];
}) {
  return (
    <ul aria-label={label} className="mt-6 space-y-4">
      {pictures.map((picture, i) => (
        <li key={picture.pictureUrl}>
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
