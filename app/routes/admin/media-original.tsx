import { mediaOriginalLoader } from "../../features/media/library.server.ts";
import type { Route } from "./+types/media-original";

/**
 * `/admin/media/:id/original` (editors): a library photo as kept, uncropped, so its editor
 * can point at its subject. A resource route: the bytes, no page.
 */
export const loader = (args: Route.LoaderArgs) => mediaOriginalLoader(args);
