import { data } from "react-router";
import type { RootData } from "~/root";
import type { Route } from "./+types/not-found";

/** §2: any unknown route answers 404 'Page Not Found' through the error page. */
export function loader() {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  return [
    { title: root?.translations["error.not_found_title"] ?? "Page Not Found" },
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound() {
  return null;
}
