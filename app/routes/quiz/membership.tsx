/** Being built (issue 15): until then this step answers 404 like any unknown quiz path. */
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

export default function Step() {
  return null;
}
