import type { Route } from "./+types/review-photos.$file";
import { photoResponse } from "~/reviews/photos/photo-file.server";

// GET /review-photos/KEY-s.webp (thumbnail) or KEY-l.webp (gallery): an approved review photo.
export async function loader({ params, request }: Route.LoaderArgs) {
  return photoResponse(params.file, false, request.headers.get("if-none-match"));
}
