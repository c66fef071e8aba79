import { useEffect, useState } from "react";

/** True once React runs in the browser: what only JavaScript can do is offered from then on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
