import drawn from "../../../content/images/home-bay-panorama.svg?raw";

/**
 * The illustrator's panorama of the bay (tools/illustrator, scene home-bay-panorama), inlined so
 * the hero needs no request: its English <title> and fixed size are dropped (the wrapper names
 * it in the page's language), and its ids are prefixed so they can't meet another inline SVG's.
 */
const markup = drawn
  .replace(/<title>[^<]*<\/title>/, "")
  .replace(
    / width="\d+" height="\d+"/,
    ' preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false"',
  )
  .replace(/ id="/g, ' id="bay-')
  .replace(/url\(#/g, "url(#bay-")
  .replace(/href="#/g, 'href="#bay-')
  .trim();

export function BayPanorama({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={`overflow-hidden [&>svg]:block [&>svg]:h-full [&>svg]:w-full ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a build-time SVG of the repository.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
