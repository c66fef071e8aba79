import { useState } from "react";
import { Form, Link, data, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { sizePhrase } from "#domain/profiles.js";
import { RETURN_REASONS, type PieceDecision } from "#domain/settlement.js";
import { getRequestContext } from "~/lib/context.server";
import { mediaSrc, useDateFormat } from "~/lib/format";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { ChargeSummary, useCents } from "./ChargeSummary";
import { declare, loadBox } from "./settlement.server";
import {
  RATINGS,
  chargeOf,
  declarationOf,
  fieldOf,
  initialChoices,
  readChoices,
  type Box,
  type Choices,
} from "./settlement";
import type { Route } from "./+types/rating";
import "./settlement.css";

/**
 * /infos/rating/{orderId} (§2, decision 0047): the delivered box's pieces, each kept or sent back
 * with a reason and two ratings; the amount follows the ticks (with JavaScript as they change,
 * without on "update the amount"); confirming declares and charges. A declared box shows what was
 * decided and charged.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  const box = await loadBox(ctx, params.orderId);
  return { box };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  const box = await loadBox(ctx, params.orderId);
  const form = await readForm(request);
  const { choices, missingReason } = readChoices(box, form);
  if (form.get("intent") !== "declare") return { choices, missingReason: [], error: null };
  if (missingReason.length > 0) return data({ choices, missingReason, error: null }, { status: 400 });
  const refused = await declare(ctx, box, declarationOf(box, choices));
  return data({ choices, missingReason: [], error: refused.error }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "settlement.meta.rating");

export default function Rating({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const day = useDateFormat();
  const { box } = loaderData;
  const title = box.profile
    ? t("settlement.title_profile", { name: box.profile.firstname })
    : t("settlement.title", { id: box.order_id });
  return (
    <section className="page settlement" aria-labelledby="settlement-title">
      <p className="settlement__back">
        <Link to={href("/infos/orders")}>
          <span aria-hidden="true">← </span>
          {t("orders.back")}
        </Link>
      </p>
      <h1 id="settlement-title">{title}</h1>
      {box.declarable ? (
        <>
          {box.deadline && (
            <p className="settlement__intro">
              {t("settlement.intro", { date: day(box.deadline) })}{" "}
              {box.extension_deadline && (
                <Link to={href(`/infos/edit/return-deadline/${box.order_id}`)}>{t("settlement.extend_link")}</Link>
              )}
            </p>
          )}
          <Declaration box={box} posted={actionData ?? null} />
        </>
      ) : (
        <Declared box={box} />
      )}
    </section>
  );
}

type Posted = { choices: Choices; missingReason: number[]; error: string | null };

function Declaration({ box, posted }: { box: Box; posted: Posted | null }) {
  const { t } = useTranslation();
  const cents = useCents();
  const navigation = useNavigation();
  // The page's choices: what was posted (no JavaScript, or a refusal), else what was declared or "all kept"
  const [choices, setChoices] = useState<Choices>(() => posted?.choices ?? initialChoices(box));
  const current = choices;
  const charge = chargeOf(box, current);
  const missing = new Set(posted?.missingReason ?? []);
  const set = (lineId: number, change: Partial<Choices[number]>) =>
    setChoices((before) => ({ ...before, [lineId]: { ...before[lineId]!, ...change } }));
  return (
    <Form method="post" className="settlement__form" noValidate>
      {posted?.error && (
        <p className="form-error" role="alert">
          {t(posted.error)}
        </p>
      )}
      {missing.size > 0 && (
        <p className="form-error" role="alert">
          {t("settlement.errors.reasons_missing")}
        </p>
      )}
      <ul className="settlement__pieces">
        {box.pieces.map((piece) => {
          const f = fieldOf(piece.order_line_id);
          const choice = current[piece.order_line_id]!;
          const decisionName = (decision: PieceDecision) => t(`settlement.piece.${decision}`);
          const errorId = `reason-error-${piece.order_line_id}`;
          return (
            <li key={piece.order_line_id} className="settlement-piece">
              {piece.image_url && (
                <img
                  className="settlement-piece__image"
                  src={mediaSrc(piece.image_url)}
                  alt=""
                  width={96}
                  height={120}
                />
              )}
              <div className="settlement-piece__body">
                <PieceFacts piece={piece} />
                <fieldset className="settlement-piece__decision">
                  <legend className="visually-hidden">{t("settlement.piece.legend", { name: piece.name })}</legend>
                  {(["keep", "return"] as const).map((decision) => (
                    <label key={decision} className="settlement-choice">
                      <input
                        type="radio"
                        name={f.decision}
                        value={decision}
                        checked={choice.decision === decision}
                        onChange={() => set(piece.order_line_id, { decision })}
                      />
                      {decisionName(decision)}
                    </label>
                  ))}
                </fieldset>
                <div className="settlement-piece__details">
                  <div className={`field${choice.decision === "keep" ? " settlement-piece__reason--idle" : ""}`}>
                    <label htmlFor={f.reason}>{t("settlement.piece.reason")}</label>
                    <select
                      id={f.reason}
                      name={f.reason}
                      value={choice.reason ?? ""}
                      onChange={(event) =>
                        set(piece.order_line_id, {
                          reason: (RETURN_REASONS as readonly string[]).includes(event.target.value)
                            ? (event.target.value as Choices[number]["reason"])
                            : null,
                        })
                      }
                      aria-invalid={missing.has(piece.order_line_id) || undefined}
                      aria-describedby={missing.has(piece.order_line_id) ? errorId : undefined}
                    >
                      <option value="">{t("settlement.piece.reason_choose")}</option>
                      {RETURN_REASONS.map((reason) => (
                        <option key={reason} value={reason}>
                          {t(`settlement.reasons.${reason}`)}
                        </option>
                      ))}
                    </select>
                    {missing.has(piece.order_line_id) && (
                      <p id={errorId} className="field__error">
                        {t("settlement.errors.reason_required")}
                      </p>
                    )}
                  </div>
                  {(["fit", "style"] as const).map((kind) => (
                    <div className="field" key={kind}>
                      <label htmlFor={f[kind]}>{t(`settlement.piece.${kind}`)}</label>
                      <select
                        id={f[kind]}
                        name={f[kind]}
                        value={choice[kind] ?? ""}
                        onChange={(event) =>
                          set(piece.order_line_id, { [kind]: event.target.value ? Number(event.target.value) : null })
                        }
                      >
                        <option value="">{t("settlement.rating.none")}</option>
                        {RATINGS.map((n) => (
                          <option key={n} value={n}>
                            {t(`settlement.rating.${n}`)}
                          </option>
                        ))}
                      </select>
                    </div>
                  ))}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="settlement__summary">
        <ChargeSummary
          box={box}
          charge={charge}
          kept={Object.values(current).filter((c) => c.decision === "keep").length}
        />
        <noscript>
          <button type="submit" name="intent" value="quote" className="button button--secondary">
            {t("settlement.summary.update")}
          </button>
        </noscript>
        <button type="submit" name="intent" value="declare" className="button" disabled={navigation.state !== "idle"}>
          {charge.dueCents > 0
            ? t("settlement.summary.submit", { amount: cents(charge.dueCents) })
            : t("settlement.summary.submit_free")}
        </button>
      </div>
    </Form>
  );
}

/** A declared box: what was kept and sent back, and what was charged. */
function Declared({ box }: { box: Box }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const cents = useCents();
  if (!box.declared_at) {
    return <p className="settlement__intro">{t("settlement.not_delivered")}</p>;
  }
  const returned = box.pieces.some((p) => p.decision === "return");
  return (
    <div className="settlement__declared">
      <p className="settlement__notice" role="status">
        {box.status === "PAID"
          ? t("settlement.declared.paid", { amount: cents(box.charge?.total_cents ?? 0) })
          : box.status === "PAYMENT_FAILED"
            ? t("settlement.declared.failed")
            : t("settlement.declared.pending")}
      </p>
      {box.status === "PAYMENT_FAILED" && (
        <p>
          <Link className="button" to={href(`/infos/failed-payment/${box.order_id}`)}>
            {t("settlement.failed.pay")}
          </Link>
        </p>
      )}
      <ul className="settlement__pieces settlement__pieces--declared">
        {box.pieces.map((piece) => (
          <li key={piece.order_line_id} className="settlement-piece">
            <div className="settlement-piece__body">
              <PieceFacts piece={piece} />
              <p className={`settlement-piece__outcome settlement-piece__outcome--${piece.decision ?? "keep"}`}>
                {piece.decision === "return"
                  ? piece.return_reason
                    ? t("settlement.declared.returned_because", {
                        reason: t(`settlement.reasons.${piece.return_reason}`),
                      })
                    : t("settlement.declared.returned")
                  : t("settlement.declared.kept")}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {box.charge && (
        <ChargeSummary box={box} stored={box.charge} kept={box.pieces.filter((p) => p.decision === "keep").length} />
      )}
      <p className="settlement__links">
        <Link to={href(`/infos/orders/${box.order_id}`)}>{t("settlement.declared.see_order")}</Link>
        {returned && <Link to={href("/infos/return-labels")}>{t("settlement.declared.return_label")}</Link>}
      </p>
    </div>
  );
}

/** A piece's name, brand, size and price. */
function PieceFacts({ piece }: { piece: Box["pieces"][number] }) {
  const { t } = useTranslation();
  const cents = useCents();
  const language = useLanguage();
  return (
    <>
      <p className="settlement-piece__name">
        <strong>{piece.name}</strong> <span>{piece.brand}</span>
      </p>
      <p className="settlement-piece__meta">
        {sizePhrase(piece.size, language, (size) => t("settlement.piece.size", { size }))} · {cents(piece.price_cents)}
      </p>
    </>
  );
}
