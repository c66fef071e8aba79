/** Being built (issue 16): until then this page answers 404 like any unknown path. */
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

export default function Page() {
  return null;
}
