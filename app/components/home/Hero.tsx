import { Link } from "react-router";
import { TrunkIllustration } from "./TrunkIllustration";
import "./home.css";

type HeroProps = {
  eyebrow: string;
  title: string;
  subtitle: string;
  cta: { to: string; label: string };
  secondary?: { to: string; label: string };
  perks?: { label: string; items: string[] };
  theme: "kid" | "woman";
  illustrationLabel: string;
};

/** The top of a home page: the page's only h1, its promise, the call to action, an illustration. */
export function Hero({ eyebrow, title, subtitle, cta, secondary, perks, theme, illustrationLabel }: HeroProps) {
  return (
    <section className={`home-hero home-hero--${theme}`} aria-labelledby="hero-title">
      <div className="home-hero__inner">
        <div className="home-hero__text">
          <p className="home-eyebrow">{eyebrow}</p>
          <h1 id="hero-title">{title}</h1>
          <p className="home-hero__subtitle">{subtitle}</p>
          <div className="home-actions">
            <Link to={cta.to} className="button button--accent home-cta">
              {cta.label}
            </Link>
            {secondary && (
              <Link to={secondary.to} className="button button--secondary">
                {secondary.label}
              </Link>
            )}
          </div>
          {perks && (
            <ul className="home-perks" aria-label={perks.label}>
              {perks.items.map((item) => (
                <li key={item}>
                  <CheckIcon />
                  {item}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="home-hero__art">
          <TrunkIllustration theme={theme} label={illustrationLabel} />
        </div>
      </div>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity=".18" />
      <path
        d="M5.5 10.5l3 3 6-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
