import { Outlet } from "react-router";

/** The /de, /nl and /es mount points of the page table; the root middleware reads the prefix. */
export default function LanguagePrefix() {
  return <Outlet />;
}
