/**
 * A member's picture in a circle (issue 13), or their initials on the same circle when they
 * have none. Decorative beside the name it goes with (`alt=""`). The picture is the square WebP
 * kept at upload, with its JPEG for browsers without WebP.
 */
export function MemberAvatar({
  member,
  size,
}: {
  member: { firstName: string; lastName: string; avatar: string | null };
  size: 32 | 96;
}) {
  const circle = size === 32 ? "h-8 w-8 text-xs" : "h-24 w-24 text-3xl";
  if (member.avatar) {
    return (
      <picture className="shrink-0">
        <source type="image/webp" srcSet={member.avatar} />
        <img
          src={member.avatar.replace(/\.webp$/, ".jpg")}
          alt=""
          width={size}
          height={size}
          className={`${circle} rounded-full object-cover`}
        />
      </picture>
    );
  }
  const initials = `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${circle} inline-flex shrink-0 items-center justify-center rounded-full bg-lagoon-700 font-semibold text-white`}
    >
      {initials}
    </span>
  );
}
