import type { ComponentProps } from "react";
import { Link, NavLink } from "react-router";
import { useLocalize } from "../i18n/index.ts";

/** A link to a site path in the current language (`/magazine` → `/es/magazine` in Spanish). */
export function LocalLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const localize = useLocalize();
  return <Link prefetch="intent" {...props} to={localize(to)} />;
}

export function LocalNavLink({ to, ...props }: ComponentProps<typeof NavLink> & { to: string }) {
  const localize = useLocalize();
  return <NavLink prefetch="intent" {...props} to={localize(to)} />;
}
