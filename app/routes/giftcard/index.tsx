import { useState } from "react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n";
import { GIFT_CARD_AMOUNTS, GIFT_CARD_MAX_EUROS, GIFT_CARD_MIN_EUROS } from "#domain/gift-cards.js";
import { useMoney } from "~/lib/format";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import { choiceOf, requireGiftCards } from "./giftcard.server";
import type { Route } from "./+types/index";
import "./giftcard.css";

/**
 * /giftcard (§2, issue 18): a gift card for a kid or a woman (?for=kid|woman chooses the design and
 * the words), its amount (those offered or another within the range) and what it is for (a box, the
 * shop, either). A plain GET form to /giftcard/checkout, which asks the giver to sign in. Off
 * (404) when the "gift cards" switch is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const texts = await requireGiftCards(ctx);
  const choice = choiceOf(new URL(request.url).searchParams);
  return { choice, title: texts["giftcard.title"] ?? "" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function GiftCardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const money = useMoney();
  const { choice } = loaderData;
  const checked = choice.amount ?? 50;
  const other = choice.amount !== null && !choice.preset;
  // With JavaScript the card drawn beside the form shows the amount chosen (another one once typed)
  const [shown, setShown] = useState(checked);
  const show = (value: string) => {
    const euros = Number(value);
    if (Number.isInteger(euros) && euros >= GIFT_CARD_MIN_EUROS && euros <= GIFT_CARD_MAX_EUROS) setShown(euros);
  };
  return (
    <section aria-labelledby="giftcard-title" className={`page giftcard giftcard--${choice.target}`}>
      <div className="giftcard__hero">
        <h1 id="giftcard-title">{t("giftcard.title")}</h1>
        <p>{t(choice.target === "woman" ? "giftcard.intro_woman" : "giftcard.intro_kid")}</p>
        <nav aria-label={t("giftcard.for_label")} className="giftcard__for">
          <span>{t("giftcard.for_label")}</span>
          <Link
            to={href("/giftcard?for=kid")}
            aria-current={choice.target === "kid" ? "page" : undefined}
            className="giftcard__for-link"
          >
            {t("giftcard.for_kid")}
          </Link>
          <Link
            to={href("/giftcard?for=woman")}
            aria-current={choice.target === "woman" ? "page" : undefined}
            className="giftcard__for-link"
          >
            {t("giftcard.for_woman")}
          </Link>
        </nav>
      </div>
      <div className="giftcard__layout">
        <Form method="get" action={href("/giftcard/checkout")} className="giftcard-card giftcard__form">
          <input type="hidden" name="for" value={choice.target} />
          <fieldset className="giftcard__amounts">
            <legend>{t("giftcard.amount_label")}</legend>
            <div className="giftcard__amount-list">
              {GIFT_CARD_AMOUNTS.map((amount) => (
                <label key={amount} className="giftcard__amount">
                  <input
                    type="radio"
                    name="amount"
                    value={amount}
                    defaultChecked={!other && amount === checked}
                    onChange={() => setShown(amount)}
                  />
                  <span>{money(amount)}</span>
                </label>
              ))}
              <label className="giftcard__amount giftcard__amount--other">
                <input type="radio" name="amount" value="other" defaultChecked={other} />
                <span>{t("giftcard.other_amount")}</span>
              </label>
            </div>
            <label className="field">
              <span className="field__label">{t("giftcard.other_amount")}</span>
              <input
                type="number"
                name="other_amount"
                inputMode="numeric"
                min={GIFT_CARD_MIN_EUROS}
                max={GIFT_CARD_MAX_EUROS}
                step={1}
                defaultValue={other ? String(choice.amount) : ""}
                onChange={(event) => {
                  const radio = event.currentTarget.form?.querySelector<HTMLInputElement>(
                    'input[name="amount"][value="other"]',
                  );
                  if (radio && event.currentTarget.value) radio.checked = true;
                  show(event.currentTarget.value);
                }}
                aria-describedby="giftcard-other-hint"
              />
              <span id="giftcard-other-hint" className="field__hint">
                {t("giftcard.other_amount_hint", { min: GIFT_CARD_MIN_EUROS, max: GIFT_CARD_MAX_EUROS })}
              </span>
            </label>
          </fieldset>
          <fieldset className="giftcard__purposes">
            <legend>{t("giftcard.purpose_label")}</legend>
            {(["any", "box", "shop"] as const).map((purpose) => (
              <label key={purpose} className="giftcard__radio">
                <input type="radio" name="purpose" value={purpose} defaultChecked={choice.purpose === purpose} />
                {t(`giftcard.purpose_${purpose}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button">
            {t("giftcard.choose")}
          </button>
        </Form>
        <aside className="giftcard-card giftcard__how" aria-labelledby="giftcard-how">
          <div className="giftcard__visual" aria-hidden="true">
            <span className="giftcard__visual-brand">La Malle</span>
            <span className="giftcard__visual-amount">{money(shown)}</span>
          </div>
          <h2 id="giftcard-how">{t("giftcard.how_title")}</h2>
          <ol>
            <li>{t("giftcard.how_1")}</li>
            <li>{t("giftcard.how_2")}</li>
            <li>{t("giftcard.how_3")}</li>
          </ol>
        </aside>
      </div>
    </section>
  );
}
