import { data } from "react-router";

/** §2: any unknown route answers 404 'Page Not Found' through the error page (title: errorMeta). */
export function loader() {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

export default function NotFound() {
  return null;
}
