import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { mediaSrc } from "~/lib/format";
import { useHydrated } from "~/components/use-hydrated";
import type { components } from "~/generated/api-schema";
import { swipeAnswer } from "./wishes";

/** The API names it after §7's path word ("tinder"); here it is a Style Shuffle look. */
export type ShuffleLook = components["schemas"]["TinderLook"];

/**
 * Style Shuffle's look: its picture (or its pieces'), its name and pieces, and "not for us" /
 * "like" as two submit buttons of one form (works without JavaScript). With JavaScript the form
 * goes through a fetcher (the next look comes without reloading, the focus stays on the button),
 * the card can be swiped (pointer events: right like, left not for us) and the arrow keys answer
 * (← not for us, → like); a live region says what was recorded.
 */
export function ShuffleCard({ looks }: { looks: readonly ShuffleLook[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [said, setSaid] = useState("");
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const fetcher = useFetcher<{ ok: boolean; lookId?: number; like?: boolean; error?: string }>();
  // The look stays until its answer is saved and the next one read (the page's loader, again)
  const busy = fetcher.state !== "idle";
  const look = looks[0] ?? null;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  const rate = (like: boolean) => {
    if (!look || busy) return;
    setSaid(t(like ? "suggestions.shuffle.said_liked" : "suggestions.shuffle.said_disliked", { name: look.name }));
    void fetcher.submit({ look_id: String(look.id), like: String(like), _fetcher: "1" }, { method: "post" });
  };
  const rateRef = useRef(rate);
  rateRef.current = rate;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, select, textarea, [contenteditable]")) return;
      if (event.key === "ArrowRight") {
        event.preventDefault();
        rateRef.current(true);
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        rateRef.current(false);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  if (!look) return null;
  const pictures = look.image_url ? [look.image_url] : look.products.slice(0, 4).map((product) => product.image_url);

  return (
    <div className="shuffle">
      <article
        className="shuffle-card"
        aria-busy={busy || undefined}
        aria-labelledby="shuffle-look-name"
        data-testid="shuffle-card"
        style={offset ? { transform: `translateX(${offset}px) rotate(${offset / 30}deg)` } : undefined}
        onPointerDown={(event) => {
          if (event.pointerType === "mouse" && event.button !== 0) return;
          if ((event.target as HTMLElement).closest("button, a")) return;
          start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (start.current?.id === event.pointerId) setOffset(event.clientX - start.current.x);
        }}
        onPointerUp={(event) => {
          const from = start.current;
          start.current = null;
          setOffset(0);
          if (!from || from.id !== event.pointerId) return;
          const like = swipeAnswer(event.clientX - from.x, event.clientY - from.y);
          if (like !== null) rate(like);
        }}
        onPointerCancel={() => {
          start.current = null;
          setOffset(0);
        }}
      >
        <div className={`shuffle-card__pictures shuffle-card__pictures--${Math.min(pictures.length, 4)}`}>
          {pictures.map((src, index) => (
            <img
              key={`${src}-${index}`}
              src={mediaSrc(src)}
              alt={look.image_url ? look.name : (look.products[index]?.name ?? "")}
              width={300}
              height={375}
              draggable={false}
            />
          ))}
        </div>
        <h2 id="shuffle-look-name" className="shuffle-card__name">
          {look.name}
        </h2>
        {look.products.length > 0 && (
          <ul className="shuffle-card__products">
            {look.products.map((product) => (
              <li key={product.id}>
                <span className="shop-card__brand">{product.brand.name}</span> {product.name}
              </li>
            ))}
          </ul>
        )}
      </article>

      <fetcher.Form method="post" className="shuffle-answer" preventScrollReset>
        <input type="hidden" name="look_id" value={look.id} />
        <button
          type="submit"
          name="like"
          value="false"
          className="button button--secondary shuffle-answer__no"
          aria-disabled={busy || undefined}
          onClick={(event) => {
            event.preventDefault();
            rate(false);
          }}
        >
          <span aria-hidden="true">←</span> {t("suggestions.shuffle.dislike")}
        </button>
        <button
          type="submit"
          name="like"
          value="true"
          className="button button--accent shuffle-answer__yes"
          aria-disabled={busy || undefined}
          onClick={(event) => {
            event.preventDefault();
            rate(true);
          }}
        >
          {t("suggestions.shuffle.like")} <span aria-hidden="true">→</span>
        </button>
      </fetcher.Form>
      {hydrated && <p className="shuffle-hint">{t("suggestions.shuffle.hint")}</p>}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="shuffle-said">
        {said}
      </p>
      {answer && !answer.ok && answer.error && (
        <p className="wish-form__error" role="alert">
          {t(answer.error)}
        </p>
      )}
    </div>
  );
}
