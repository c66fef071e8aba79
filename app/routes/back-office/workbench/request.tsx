import { Form, Link } from "react-router";
import { PRODUCT_CATEGORIES } from "#domain/catalogue.js";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import { requireStaff } from "../staff.server";
import type { Route } from "./+types/request";
import { loadRequest, workbenchAction, type WorkbenchRequest } from "./workbench.server";
import "./workbench.css";

/**
 * /back-office/workbench/{id}: a box on the workbench — the profile (photo, age, sizes, quiz answers,
 * comments, likes, wishes, past boxes), the engine's proposal as the family will see it with each
 * piece's stock, price and lock, a swap panel (?swap=look-item: the catalogue in the profile's sizes),
 * asking the engine again, the note to the family, sending, and the history. Plain forms.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  const staff = await requireStaff(args, "read:request");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return { ...(await loadRequest(staff.api, id, new URL(request.url))), language: staff.language };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const form = await readForm(request);
  const staff = await requireStaff(args, form.get("intent") === "send" ? "send:preview" : "compose:request");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return workbenchAction(context, staff.api, id, form);
}

type Piece = NonNullable<WorkbenchRequest["proposal"]>["pieces"][number];

export default function WorkbenchBox({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, place, search, language } = loaderData;
  const { request, profile, proposal, history } = page;
  const money = (cents: number) => (cents / 100).toLocaleString(language, { style: "currency", currency: "EUR" });
  const day = (iso: string | null) =>
    iso
      ? new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString(language, { dateStyle: "medium" })
      : "—";
  // " — kept", " — sent back: too small": what the family did with a past box's piece, once known
  const pieceOutcome = ({ outcome, reason }: { outcome: "kept" | "returned" | null; reason: string | null }) =>
    outcome === null
      ? ""
      : ` — ${
          outcome === "returned" && reason
            ? t("back-office-workbench.profile.returned_because", {
                reason: t(`back-office-workbench.return_reason.${reason}`, { defaultValue: reason }),
              })
            : t(`back-office-workbench.profile.${outcome}`)
        }`;
  const draft = proposal?.preview.status === "DRAFT";
  const pieceAt = (look: number, item: number): Piece | undefined =>
    proposal?.pieces.find((p) => p.look_index === look && p.item_index === item);
  const age =
    profile.age_months === null
      ? null
      : profile.age_months < 24
        ? t("back-office-workbench.profile.months", { count: profile.age_months })
        : t("back-office-workbench.profile.years", { count: Math.floor(profile.age_months / 12) });
  const base = `/back-office/workbench/${request.id}`;

  return (
    <section className="bo-page workbench-box" aria-labelledby="box-title">
      <p>
        <Link to="/back-office/workbench">{t("back-office-workbench.box.back")}</Link>
      </p>
      <h1 id="box-title">{t("back-office-workbench.box.title", { name: profile.firstname, id: request.id })}</h1>
      <p>
        {t("back-office-workbench.box.delivery", { date: day(request.delivery_date) })} ·{" "}
        <span className="bo-badge" data-testid="box-status">
          {draft
            ? t("back-office-workbench.state.proposed")
            : proposal
              ? t(`back-office-workbench.preview_status.${proposal.preview.status}`)
              : t("back-office-workbench.state.open")}
        </span>{" "}
        ·{" "}
        {request.stylist
          ? t("back-office-workbench.box.held_by", { name: request.stylist.name })
          : t("back-office-workbench.queue.nobody")}
      </p>
      {actionData?.error && (
        <p className="bo-errors" role="alert">
          {t(`back-office-workbench.error.${actionData.error}`)}
        </p>
      )}

      <div className="workbench-layout">
        <aside className="bo-card workbench-profile" aria-labelledby="profile-title">
          <h2 id="profile-title">{t("back-office-workbench.profile.title")}</h2>
          {profile.photo_url && (
            <img src={profile.photo_url} alt="" className="workbench-profile__photo" width={96} height={96} />
          )}
          <dl className="definition-list">
            <dt>{t("back-office-workbench.profile.who")}</dt>
            <dd>
              {profile.firstname} · {t(`back-office-workbench.kind.${profile.profile_type}`)}
              {age ? ` · ${age}` : ""}
            </dd>
            <dt>{t("back-office-workbench.profile.family")}</dt>
            <dd>{profile.client_email}</dd>
            <dt>{t("back-office-workbench.profile.sizes")}</dt>
            <dd data-testid="profile-sizes">
              {[profile.sizes.top_size, profile.sizes.bottom_size, profile.sizes.shoe_size]
                .map((s) => s ?? "—")
                .join(" / ")}
            </dd>
            {profile.description && (
              <>
                <dt>{t("back-office-workbench.profile.quiz_comment")}</dt>
                <dd>{profile.description}</dd>
              </>
            )}
            {request.comment && (
              <>
                <dt>{t("back-office-workbench.profile.box_comment")}</dt>
                <dd>{request.comment}</dd>
              </>
            )}
            {profile.comment_garments.length > 0 && (
              <>
                <dt>{t("back-office-workbench.profile.comment_garments")}</dt>
                <dd data-testid="comment-garments">
                  {profile.comment_garments
                    .map((type) => t(`back-office-operations.garment.types.${type}`))
                    .join(" · ")}
                </dd>
              </>
            )}
            {proposal?.preview.comment && (
              <>
                <dt>{t("back-office-workbench.profile.preview_comment")}</dt>
                <dd>{proposal.preview.comment}</dd>
              </>
            )}
          </dl>
          <h3>{t("back-office-workbench.profile.quiz")}</h3>
          {profile.quiz.length === 0 ? (
            <p>{t("back-office-workbench.profile.none")}</p>
          ) : (
            <dl className="definition-list">
              {profile.quiz.map((answer) => (
                <div key={answer.question}>
                  <dt>{answer.question}</dt>
                  <dd>{answer.answers.join(", ")}</dd>
                </div>
              ))}
            </dl>
          )}
          <h3>{t("back-office-workbench.profile.likes")}</h3>
          <p>
            {profile.liked_looks.length === 0
              ? t("back-office-workbench.profile.none")
              : profile.liked_looks.map((look) => look.name ?? `#${look.id}`).join(", ")}
          </p>
          <h3>{t("back-office-workbench.profile.wishes")}</h3>
          <p>
            {profile.wishes.length === 0
              ? t("back-office-workbench.profile.none")
              : profile.wishes.map((w) => (w.size ? `${w.name} (${w.size})` : w.name)).join(", ")}
          </p>
          <h3>{t("back-office-workbench.profile.past")}</h3>
          {profile.past_boxes.length === 0 ? (
            <p>{t("back-office-workbench.profile.none")}</p>
          ) : (
            <ul>
              {profile.past_boxes.map((box) => (
                <li key={box.request_id}>
                  {day(box.delivery_date)} ·{" "}
                  {t(`back-office-workbench.request_status.${box.status}`, { defaultValue: box.status })}:{" "}
                  {box.pieces.map((p) => `${p.name} (${p.size})${pieceOutcome(p)}`).join(", ")}
                  {box.replacements.length > 0 && (
                    <ul>
                      {box.replacements.map((r, i) => (
                        <li key={i}>
                          {t("back-office-workbench.profile.replaced", {
                            from: r.from,
                            to: r.to,
                            reason: r.reason
                              ? t(`back-office-workbench.replacement_reason.${r.reason}`, { defaultValue: r.reason })
                              : "",
                          })}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </aside>

        <div className="workbench-main">
          <section className="bo-card" aria-labelledby="proposal-title">
            <h2 id="proposal-title">{t("back-office-workbench.proposal.title")}</h2>
            {!proposal && <p>{t("back-office-workbench.proposal.none")}</p>}
            {proposal && (
              <>
                <p>
                  {t("back-office-workbench.proposal.total", {
                    count: proposal.pieces.length,
                    total: money(proposal.pieces.reduce((sum, p) => sum + p.price_cents, 0)),
                  })}
                </p>
                <ul className="bo-grid workbench-pieces">
                  {proposal.preview.looks.flatMap((look) =>
                    look.items.map((item) => {
                      const piece = pieceAt(look.look_index, item.item_index);
                      const key = `${look.look_index}-${item.item_index}`;
                      return (
                        <li
                          key={key}
                          className="workbench-piece"
                          data-testid="workbench-piece"
                          data-variant-id={item.variant_id}
                        >
                          <img src={item.product.image_url} alt="" width={120} height={150} loading="lazy" />
                          <p className="workbench-piece__name">{item.product.clean_name || item.product.name}</p>
                          <p>
                            {item.product.brand.name} · {item.size} · {piece ? money(piece.price_cents) : ""}
                          </p>
                          <p>
                            {t("back-office-workbench.proposal.stock", { count: piece?.stock ?? 0 })}
                            {piece?.locked && (
                              <>
                                {" "}
                                <span className="bo-badge">{t("back-office-workbench.proposal.locked")}</span>
                              </>
                            )}
                          </p>
                          {look.look?.name && (
                            <p>{t("back-office-workbench.proposal.look", { name: look.look.name })}</p>
                          )}
                          {item.reasons.length > 0 && (
                            <ul className="workbench-piece__reasons">
                              {item.reasons.map((reason, i) => (
                                <li key={i}>
                                  {t(`back-office-workbench.reason.${reason.code}`, { defaultValue: reason.code })}
                                  {reason.label ? `: ${reason.label}` : ""}
                                </li>
                              ))}
                            </ul>
                          )}
                          {draft && piece && (
                            <div className="bo-actions">
                              <Link
                                to={`${base}?swap=${key}#swap`}
                                aria-label={t("back-office-workbench.proposal.swap_label", { name: item.product.name })}
                              >
                                {t("back-office-workbench.proposal.swap")}
                              </Link>
                              <Form method="post">
                                <input type="hidden" name="intent" value={piece.locked ? "unlock" : "lock"} />
                                <input type="hidden" name="look_index" value={look.look_index} />
                                <input type="hidden" name="item_index" value={item.item_index} />
                                <button type="submit" className="button button--secondary">
                                  {piece.locked
                                    ? t("back-office-workbench.proposal.unlock")
                                    : t("back-office-workbench.proposal.lock")}
                                </button>
                              </Form>
                            </div>
                          )}
                        </li>
                      );
                    }),
                  )}
                </ul>
                {Object.keys(proposal.rejected).length > 0 && (
                  <>
                    <h3>{t("back-office-workbench.proposal.rejected")}</h3>
                    <ul>
                      {Object.entries(proposal.rejected).map(([why, n]) => (
                        <li key={why}>
                          {t(`back-office-workbench.rejected.${why}`, { defaultValue: why })}: {n}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            )}
            {(!proposal || draft) && (
              <Form method="post" className="bo-actions">
                <input type="hidden" name="intent" value="propose" />
                <button type="submit" className="button button--secondary">
                  {proposal ? t("back-office-workbench.proposal.again") : t("back-office-workbench.proposal.ask")}
                </button>
              </Form>
            )}
          </section>

          {draft && place && (
            <section className="bo-card" id="swap" aria-labelledby="swap-title">
              <h2 id="swap-title">
                {t("back-office-workbench.swap.title", {
                  name:
                    proposal?.preview.looks
                      .find((l) => l.look_index === place.look_index)
                      ?.items.find((i) => i.item_index === place.item_index)?.product.name ?? "",
                })}
              </h2>
              <Form method="get" className="bo-toolbar">
                <input type="hidden" name="swap" value={`${place.look_index}-${place.item_index}`} />
                <div className="field">
                  <label htmlFor="swap-category">{t("back-office-workbench.swap.category")}</label>
                  <select id="swap-category" name="category" defaultValue={place.category ?? ""}>
                    <option value="">{t("back-office-workbench.queue.all")}</option>
                    {PRODUCT_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {t(`back-office-workbench.category.${c}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="button button--secondary">
                  {t("back-office-workbench.swap.search")}
                </button>
                <Link to={base}>{t("back-office-workbench.swap.close")}</Link>
              </Form>
              {search && search.products.length === 0 && <p>{t("back-office-workbench.swap.nothing")}</p>}
              {search && (
                <ul className="bo-grid workbench-pieces" data-testid="swap-results">
                  {search.products.map((product) => (
                    <li key={product.id} className="workbench-piece">
                      <img src={product.image_url} alt="" width={120} height={150} loading="lazy" />
                      <p className="workbench-piece__name">{product.clean_name || product.name}</p>
                      <p>
                        {product.brand.name} · {money(Math.round(product.lc_price * 100))}
                      </p>
                      <Form method="post">
                        <input type="hidden" name="intent" value="swap" />
                        <input type="hidden" name="look_index" value={place.look_index} />
                        <input type="hidden" name="item_index" value={place.item_index} />
                        <input type="hidden" name="product_id" value={product.id} />
                        <div className="field">
                          <label htmlFor={`reason-${product.id}`}>{t("back-office-workbench.swap.reason")}</label>
                          <input id={`reason-${product.id}`} name="reason" maxLength={200} />
                        </div>
                        <div className="bo-actions">
                          {product.variants
                            .filter((v) => v.stock > 0)
                            .map((v) => (
                              <button
                                key={v.variant_id}
                                type="submit"
                                name="variant_id"
                                value={v.variant_id}
                                className="button"
                              >
                                {t("back-office-workbench.swap.take", { size: v.size, count: v.stock })}
                              </button>
                            ))}
                        </div>
                      </Form>
                    </li>
                  ))}
                </ul>
              )}
              {search && search.pages > 1 && (
                <p className="bo-actions">
                  {search.page > 1 && (
                    <Link
                      to={`${base}?swap=${place.look_index}-${place.item_index}&page=${search.page - 1}${place.category ? `&category=${place.category}` : ""}#swap`}
                    >
                      {t("back-office-workbench.queue.previous")}
                    </Link>
                  )}
                  {search.page < search.pages && (
                    <Link
                      to={`${base}?swap=${place.look_index}-${place.item_index}&page=${search.page + 1}${place.category ? `&category=${place.category}` : ""}#swap`}
                    >
                      {t("back-office-workbench.queue.next_page")}
                    </Link>
                  )}
                </p>
              )}
            </section>
          )}

          {draft && proposal && (
            <section className="bo-card" aria-labelledby="note-title">
              <h2 id="note-title">{t("back-office-workbench.note.title")}</h2>
              <Form method="post">
                <input type="hidden" name="intent" value="note" />
                <div className="field">
                  <label htmlFor="note">{t("back-office-workbench.note.label")}</label>
                  <textarea
                    id="note"
                    name="note"
                    rows={4}
                    maxLength={1000}
                    defaultValue={proposal.stylist_note ?? ""}
                  />
                </div>
                <button type="submit" className="button button--secondary">
                  {t("back-office-workbench.note.save")}
                </button>
              </Form>
              <Form method="post" className="bo-actions workbench-send">
                <input type="hidden" name="intent" value="send" />
                <button type="submit" className="button">
                  {t("back-office-workbench.send")}
                </button>
              </Form>
            </section>
          )}

          <section className="bo-card" aria-labelledby="history-title">
            <h2 id="history-title">{t("back-office-workbench.history.title")}</h2>
            {history.length === 0 ? (
              <p>{t("back-office-workbench.profile.none")}</p>
            ) : (
              <ol className="workbench-history" data-testid="workbench-history">
                {history.map((event) => (
                  <li key={event.id} data-kind={event.kind}>
                    <time dateTime={event.created_at}>{new Date(event.created_at).toLocaleString(language)}</time> ·{" "}
                    {t(`back-office-workbench.history.${event.kind}`)}
                    {event.staff_member ? ` · ${event.staff_member.name}` : ""}
                    {event.kind === "stylist_swapped" && typeof event.detail.reason === "string" && event.detail.reason
                      ? ` · ${event.detail.reason}`
                      : ""}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
