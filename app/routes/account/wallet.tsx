import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { Pager } from "~/components/Pager";
import { useDateFormat, useMoney } from "~/lib/format";
import { orThrow } from "~/lib/api.server";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { pageParam } from "~/lib/orders";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/wallet";
import "./wallet.css";

const PAGE_SIZE = 20;

/**
 * /infos/wallet (§2, issue 18): the balance and its movements, newest first, 20 a page — a gift
 * card added (its code masked), a referral reward, a goodwill credit (ADJUSTMENT), spent on an
 * order, a refund — in the language's currency format; the way to add a gift card.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const wallet = await ctx.api
    .GET("/clients/me/wallet", { params: { query: { page, page_size: PAGE_SIZE } } })
    .then(orThrow);
  if (page > 1 && page > wallet.transactions.pages) throw new Response("Not Found", { status: 404 });
  return { wallet };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "giftcard.wallet.title");

const KINDS = ["GIFT_CARD", "REFERRAL_REWARD", "REFUND", "ORDER_PAYMENT", "RESALE_PAYOUT", "ADJUSTMENT"];

export default function Wallet({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const money = useMoney();
  const date = useDateFormat();
  const { wallet } = loaderData;
  const { items, page, pages, total } = wallet.transactions;
  const labels = {
    label: t("giftcard.wallet.pager.label"),
    previous: t("giftcard.wallet.pager.newer"),
    next: t("giftcard.wallet.pager.older"),
    page: t("giftcard.wallet.pager.page"),
  };
  return (
    <section aria-labelledby="wallet-title" className="wallet">
      <h1 id="wallet-title">{t("giftcard.wallet.title")}</h1>
      <div className="account-card wallet-balance">
        <p className="wallet-balance__label">{t("giftcard.wallet.balance")}</p>
        <p className="wallet-balance__amount">{money(wallet.amount)}</p>
        <p className="field__hint">{t("giftcard.wallet.balance_hint")}</p>
        <Link to={href("/infos/add-giftcard")} className="button">
          {t("giftcard.wallet.add")}
        </Link>
      </div>
      <h2>{t("giftcard.wallet.history")}</h2>
      {total === 0 ? (
        <div className="account-card">
          <p>{t("giftcard.wallet.empty")}</p>
        </div>
      ) : (
        <ol className="wallet-moves">
          {items.map((move) => (
            <li key={move.id} className="wallet-move">
              <span className="wallet-move__what">
                {t(KINDS.includes(move.kind) ? `giftcard.wallet.kind.${move.kind}` : "giftcard.wallet.kind.ADJUSTMENT")}
                {move.gift_card_code && (
                  <span className="wallet-move__ref">{t("giftcard.wallet.card", { code: move.gift_card_code })}</span>
                )}
                {move.order_id !== null && (
                  <Link className="wallet-move__ref" to={href(`/infos/orders/${move.order_id}`)}>
                    {t("giftcard.wallet.order", { id: move.order_id })}
                  </Link>
                )}
              </span>
              <span className="wallet-move__date">{date(move.created_at)}</span>
              <span className={`wallet-move__amount${move.amount < 0 ? " wallet-move__amount--out" : ""}`}>
                {move.amount > 0 ? "+" : "−"}
                {money(Math.abs(move.amount))}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} path="/infos/wallet" labels={labels} />
    </section>
  );
}
