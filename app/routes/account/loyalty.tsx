import { data } from "react-router";

// Scaffold: the page is being built (issues 17 and 18); until then it answers 404.
export function loader() {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

export default function Page() {
  return null;
}
