import { Link } from "react-router";
import "./home.css";

type SectionProps = {
  /** Unique on the page: names the section through its heading. */
  id: string;
  title: string;
  intro?: string;
  /** A "see all" link under the section. */
  more?: { to: string; label: string };
  tone?: "plain" | "soft" | "card";
  children: React.ReactNode;
};

/** A home-page section: a heading that names it, an optional intro, its content, a "see all" link. */
export function Section({ id, title, intro, more, tone = "plain", children }: SectionProps) {
  return (
    <section className={`home-section home-section--${tone}`} aria-labelledby={`${id}-title`}>
      <div className="home-section__inner">
        <header className="home-section__head">
          <h2 id={`${id}-title`}>{title}</h2>
          {intro && <p>{intro}</p>}
        </header>
        {children}
        {more && (
          <p className="home-section__more">
            <Link to={more.to} className="home-link-arrow">
              {more.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
