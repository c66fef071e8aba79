import { useEffect, useRef, useState } from "react";
import { useMatches, useNavigation } from "react-router";
import { isWomanArea } from "~/lib/woman-area";
import "./loading-bar.css";

/** §9 loading bar timings. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400 } as const;

type Phase = "idle" | "loading" | "finishing" | "resetting";

/**
 * A thin bar at the top during navigations: it appears only if loading lasts longer than the
 * throttle, grows over the duration, completes and hides after the hide delay, then resets.
 * Pink in the women's area (of the page being left or entered), yellow elsewhere.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const matches = useMatches();
  const [phase, setPhase] = useState<Phase>("idle");
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const busy = navigation.state !== "idle";
  const target = navigation.location?.pathname ?? matches[matches.length - 1]?.pathname ?? "/";
  const woman = isWomanArea(target, matches);

  const phaseRef = useRef<Phase>("idle");
  phaseRef.current = phase;

  useEffect(() => {
    const clear = () => timers.current.forEach(clearTimeout);
    const later = (ms: number, next: Phase) => timers.current.push(setTimeout(() => setPhase(next), ms));
    clear();
    timers.current = [];
    if (busy) later(LOADING_BAR.throttleMs, "loading");
    else if (phaseRef.current === "loading") {
      setPhase("finishing");
      later(LOADING_BAR.hideDelayMs, "resetting");
      later(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs, "idle");
    }
    return clear;
  }, [busy]);

  if (phase === "idle") return null;
  return (
    <div
      className={`loading-bar loading-bar--${phase} ${woman ? "loading-bar--pink" : "loading-bar--yellow"}`}
      style={{ "--loading-duration": `${LOADING_BAR.durationMs}ms` } as React.CSSProperties}
      role="progressbar"
      aria-hidden="true"
    />
  );
}
