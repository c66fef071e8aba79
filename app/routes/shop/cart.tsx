import { useTranslation } from "~/i18n";
import { Link, data, redirect, useFetcher, useFetchers } from "react-router";
import { mediaSrc, useMoney } from "~/lib/format";
import { sizePhrase } from "#domain/profiles.js";
import { useHydrated } from "~/components/use-hydrated";
import { optimisticCart, readCartChange, type PendingChange } from "~/lib/cart";
import { changeCart, loadCart, type CartLine } from "~/lib/cart.server";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";
import { useLanguage, useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { flashNotice } from "~/lib/session.server";
import type { Route } from "./+types/cart";
import "./cart.css";
import { privatePageMeta } from "~/lib/seo";

/** The most a quantity menu offers: the API allows 99, a family buying for a class asks support. */
const QUANTITY_MENU_MAX = 10;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "shop");
  const [cart, texts] = await Promise.all([loadCart(ctx, request), loadTranslations(ctx.language)]);
  return { cart, error: ctx.session.get("cart_error") ?? null, title: texts["cart.title"] ?? "" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

const DONE = { add: "cart.added", "add-look": "cart.look_added", update: "cart.updated", remove: "cart.removed" };

/**
 * The cart's one action (§ issue 5): add a size, add a look, change a quantity, remove a line.
 * JavaScript-enhanced forms send `stay=1` and get the cart back; a plain post comes back to the
 * cart page (post/redirect/get) with a confirmation or the reason of the refusal.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "shop");
  const form = await readForm(request);
  const change = readCartChange(form);
  const result = change
    ? await changeCart(ctx, request, change)
    : ({ ok: false, error: "cart.errors.invalid" } as const);
  const intent = change?.intent ?? String(form.get("intent") ?? "");
  if (form.get("stay") === "1") return data({ ...result, intent }, { status: result.ok ? 200 : 422 });
  if (result.ok && change) flashNotice(ctx.session, DONE[change.intent]);
  else if (!result.ok) ctx.session.flash("cart_error", result.error);
  throw redirect(localizePath("/shop/cart", ctx.language), 303);
}

/** What the shopper asked and the API has not answered yet, by line: the page shows it at once. */
function usePendingChanges(): Map<number, PendingChange> {
  const pending = new Map<number, PendingChange>();
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    const lineId = Number(form?.get("line_id"));
    if (!form || !lineId) continue;
    if (form.get("intent") === "remove") pending.set(lineId, { removed: true });
    else if (form.get("intent") === "update") pending.set(lineId, { quantity: Number(form.get("quantity")) });
  }
  return pending;
}

/** /shop/cart: the pieces and looks chosen, their quantities, and the way to the checkout. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const money = useMoney();
  const pending = usePendingChanges();
  const cart = optimisticCart(loaderData.cart, pending);
  const overStock = cart.lines.some((line) => line.quantity > line.max_quantity);
  return (
    <section className="page cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{t("cart.title")}</h1>
      {loaderData.error && (
        <p className="cart-page__error" role="alert">
          {t(loaderData.error)}
        </p>
      )}
      {cart.lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t("cart.empty")}</p>
          <Link className="button button--accent" to={href("/shop")}>
            {t("cart.to_shop")}
          </Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-lines" aria-label={t("cart.lines_label")}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
          <aside className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t("cart.summary")}</h2>
            <dl>
              <div>
                <dt>{t("cart.items", { count: cart.count })}</dt>
                <dd>{money(cart.amount)}</dd>
              </div>
            </dl>
            <p className="cart-summary__note">{t("cart.shipping_next")}</p>
            {overStock && (
              <p className="cart-page__error" role="alert">
                {t("cart.over_stock")}
              </p>
            )}
            <Link className="button button--accent cart-summary__checkout" to={href("/shop/checkout")}>
              {t("cart.checkout")}
            </Link>
            <Link className="cart-summary__continue" to={href("/shop")}>
              {t("cart.continue")}
            </Link>
          </aside>
        </div>
      )}
    </section>
  );
}

type ShownLine = CartLine & { quantity: number; amount: number };

function CartLineItem({ line }: { line: ShownLine }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const items = line.look ? line.look.products : line.product ? [line.product] : [];
  const unavailable = items.some((item) => !item.is_available) || line.max_quantity === 0;
  const title = line.look ? t("cart.look", { name: line.look.name ?? "" }) : line.product?.name;
  return (
    <li className="cart-line">
      <div className="cart-line__pictures">
        {items.map((item) => (
          <img
            key={item.variant_id}
            src={mediaSrc(item.image_url)}
            alt={item.name}
            width={96}
            height={120}
            loading="lazy"
          />
        ))}
      </div>
      <div className="cart-line__body">
        <h2 className="cart-line__title">{title}</h2>
        <ul className="cart-line__items">
          {items.map((item) => (
            <li key={item.variant_id}>
              {line.look && <span>{item.name} · </span>}
              <span className="cart-line__brand">{item.brand}</span> ·{" "}
              {sizePhrase(item.size, language, (size) => t("cart.size", { size }))}
              {line.look && <span> · {money(item.lc_price)}</span>}
            </li>
          ))}
        </ul>
        <p className="cart-line__unit">{t("cart.unit_price", { price: money(line.unit_price) })}</p>
        {unavailable ? (
          <p className="cart-line__warning">{t("cart.unavailable")}</p>
        ) : (
          line.quantity > line.max_quantity && (
            <p className="cart-line__warning">{t("cart.only_left", { count: line.max_quantity })}</p>
          )
        )}
        <div className="cart-line__actions">
          <QuantityForm line={line} />
          <RemoveForm line={line} />
        </div>
      </div>
      <p className="cart-line__amount">{money(line.amount)}</p>
    </li>
  );
}

/** A quantity menu up to what the stock leaves; with JavaScript a change is sent at once. */
function QuantityForm({ line }: { line: ShownLine }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const most = Math.max(line.quantity, Math.min(line.max_quantity, QUANTITY_MENU_MAX));
  const selectId = `quantity-${line.id}`;
  return (
    <fetcher.Form method="post" className="cart-line__quantity">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="line_id" value={line.id} />
      {hydrated && <input type="hidden" name="stay" value="1" />}
      <label htmlFor={selectId}>{t("cart.quantity")}</label>
      <select
        id={selectId}
        name="quantity"
        value={line.quantity}
        onChange={(event) => hydrated && void fetcher.submit(event.currentTarget.form)}
      >
        {Array.from({ length: most }, (_, index) => index + 1).map((value) => (
          <option key={value} value={value} disabled={value > line.max_quantity && value !== line.quantity}>
            {value}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="button button--secondary button--small">
          {t("cart.update")}
        </button>
      )}
      <FetcherError fetcher={fetcher} />
    </fetcher.Form>
  );
}

function RemoveForm({ line }: { line: ShownLine }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="line_id" value={line.id} />
      {hydrated && <input type="hidden" name="stay" value="1" />}
      <button type="submit" className="cart-line__remove">
        {t("cart.remove")}
        <span className="visually-hidden"> {line.look?.name ?? line.product?.name}</span>
      </button>
      <FetcherError fetcher={fetcher} />
    </fetcher.Form>
  );
}

function FetcherError({ fetcher }: { fetcher: ReturnType<typeof useFetcher> }) {
  const { t } = useTranslation();
  const answer = fetcher.data as { ok: boolean; error?: string } | undefined;
  if (fetcher.state !== "idle" || !answer || answer.ok || !answer.error) return null;
  return (
    <p className="cart-page__error" role="alert">
      {t(answer.error)}
    </p>
  );
}
