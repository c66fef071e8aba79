import { useTranslation } from "~/i18n";
import { Link, useRouteLoaderData } from "react-router";
import { euroFormatter } from "#domain/euros.js";
import type { RootData } from "~/root";
import { legalHref } from "~/lib/legal";
import { useLocalizedHref } from "~/lib/links";
import { LocaleSwitcher } from "./LocaleSwitcher";
import { NewsletterForm } from "./NewsletterForm";
import "./footer.css";

type FooterLink = { to: string; label: string; show?: boolean; external?: boolean };

/**
 * §2 footer. Links follow the switches and the sign-in state; the woman-themed footer drops the
 * kids' editorial pages and uses the women's social accounts.
 */
export function Footer({ woman }: { woman: boolean }) {
  const { t, i18n } = useTranslation();
  const href = useLocalizedHref();
  const root = useRouteLoaderData<RootData>("root");
  const switches = root?.switches;
  const signedIn = Boolean(root?.client);
  const amount = root?.referralOffer?.godfather_amount;
  const money = euroFormatter(i18n.language, "whole");

  const links: FooterLink[] = [
    { to: "/shop", label: t("footer.shop"), show: switches?.shop },
    { to: "/shop/birth-gift", label: t("footer.birth_gift"), show: switches?.shop },
    { to: signedIn ? "/infos/loyalty" : "/loyalty", label: t("footer.loyalty"), show: switches?.loyalty },
    {
      to: "/referral",
      label: amount ? t("footer.referral_amount", { amount: money(amount) }) : t("footer.referral"),
    },
    { to: "/giftcard", label: t("footer.giftcard"), show: switches?.giftCards },
    { to: signedIn ? "/infos/littlegeste" : "/littlegeste", label: t("footer.littlegeste"), show: switches?.recycle },
    { to: "/looks", label: t("footer.looks"), show: !woman },
    { to: "/stylists", label: t("footer.stylists"), show: !woman },
    { to: "/testimonials", label: t("footer.testimonials"), show: !woman },
    { to: "/brands", label: t("footer.brands"), show: !woman },
    { to: "/faq", label: t("footer.faq") },
    { to: "/contact", label: t("footer.contact") },
    // §312k BGB: the cancellation button on every page, signed in or not (decision 0046)
    { to: "/cancel-subscription", label: t("withdrawal.cancel.footer_link") },
    {
      to: `tel:${t("contact.phone").replace(/\s/g, "")}`,
      label: t("footer.phone", { phone: t("contact.phone") }),
      show: switches?.phone,
      external: true,
    },
    { to: legalHref(), label: t("footer.terms") },
    { to: woman ? "/woman" : "/", label: t("footer.home") },
    { to: "/infos", label: t("footer.account") },
  ];
  const social = woman
    ? { instagram: t("social.instagram_woman"), facebook: t("social.facebook_woman") }
    : { instagram: t("social.instagram"), facebook: t("social.facebook") };

  return (
    <footer className={`site-footer ${woman ? "site-footer--woman" : ""}`} data-theme={woman ? "woman" : "kid"}>
      <div className="site-footer__grid">
        <NewsletterForm list={woman ? "WOMAN" : "KID"} />
        <nav aria-label={t("footer.links_label")}>
          <ul className="site-footer__links">
            {links
              .filter((link) => link.show !== false)
              .map((link) => (
                <li key={link.to}>
                  {link.external ? <a href={link.to}>{link.label}</a> : <Link to={href(link.to)}>{link.label}</Link>}
                </li>
              ))}
          </ul>
        </nav>
        <div className="site-footer__side">
          <ul className="site-footer__social" aria-label={t("footer.social_label")}>
            <li>
              <a href={social.instagram} rel="noopener noreferrer" target="_blank">
                Instagram<span className="visually-hidden"> {t("footer.new_window")}</span>
              </a>
            </li>
            <li>
              <a href={social.facebook} rel="noopener noreferrer" target="_blank">
                Facebook<span className="visually-hidden"> {t("footer.new_window")}</span>
              </a>
            </li>
          </ul>
          <LocaleSwitcher />
        </div>
      </div>
      <p className="site-footer__copyright">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
