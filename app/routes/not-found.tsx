import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/sections/layout/not-found";
import { notFoundTitle } from "~/lib/seo";

export const meta: Route.MetaFunction = () => [
  { title: notFoundTitle },
  { name: "robots", content: "noindex" },
];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
