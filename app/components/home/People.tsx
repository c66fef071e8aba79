import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useLocalizedHref } from "~/lib/links";
import { mediaSrc, useDateFormat } from "../../lib/format";
import type { Brand, Stylist, Testimonial } from "../../lib/content-types";
import "./home.css";

/** Stylists: portrait, name and specialty, each linking to the stylist's page. */
export function StylistList({ stylists }: { stylists: Stylist[] }) {
  const href = useLocalizedHref();
  return (
    <ul className="stylist-list">
      {stylists.map((stylist) => (
        <li key={stylist.id}>
          <Link to={href(`/stylists/${stylist.slug}`)} className="stylist-card">
            {stylist.photo_url ? (
              <img
                className="stylist-card__photo"
                src={mediaSrc(stylist.photo_url)}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="stylist-card__photo stylist-card__photo--initial" aria-hidden="true">
                {stylist.firstname.slice(0, 1)}
              </span>
            )}
            <span className="stylist-card__name">
              {[stylist.firstname, stylist.lastname].filter(Boolean).join(" ")}
            </span>
            {(stylist.specialty || stylist.title) && (
              <span className="stylist-card__title">{stylist.specialty || stylist.title}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Stars for a rating out of 5, read out as text ("Note : 4 sur 5"). */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="stars">
      <span aria-hidden="true">
        {"★".repeat(value)}
        <span className="stars__empty">{"☆".repeat(5 - value)}</span>
      </span>
      <span className="visually-hidden">{t("home.testimonials.rating", { rating: value })}</span>
    </p>
  );
}

/** Testimonials: the quote, its stars, the author and where they live, and (`dated`) when it was written. */
export function TestimonialList({ testimonials, dated = false }: { testimonials: Testimonial[]; dated?: boolean }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (
    <ul className="testimonial-list">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <figure className="testimonial">
            {testimonial.rating !== null && <Stars rating={testimonial.rating} />}
            <blockquote>
              <p>{testimonial.content}</p>
            </blockquote>
            <figcaption>
              <span className="testimonial__author">{testimonial.author_name}</span>
              {testimonial.author_detail && <span className="testimonial__detail">{testimonial.author_detail}</span>}
              {dated && (
                <time className="testimonial__date" dateTime={testimonial.created_at}>
                  {t("pages.testimonials.written_on", { date: formatDate(testimonial.created_at) })}
                </time>
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Our brands: the logo when there is one, else the name set as a wordmark, each linking to its page. */
export function BrandList({ brands }: { brands: Brand[] }) {
  const href = useLocalizedHref();
  return (
    <ul className="brand-list">
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link to={href(`/brands/${brand.slug}`)} className="brand-chip">
            {brand.logo_url ? (
              <img
                src={mediaSrc(brand.logo_url)}
                alt={brand.name}
                width={160}
                height={80}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="brand-chip__name">{brand.name}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
