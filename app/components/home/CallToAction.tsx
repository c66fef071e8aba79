import { Link } from "react-router";
import "./home.css";

type Action = { to: string; label: string; variant?: "accent" | "secondary" };

/** A closing band (or a cross-link to the other universe): a heading, a sentence, buttons. */
export function CallToAction({
  id,
  title,
  text,
  actions,
  tone = "accent",
}: {
  id: string;
  title: string;
  text: string;
  actions: Action[];
  tone?: "accent" | "kid" | "woman";
}) {
  return (
    <section className={`home-band home-band--${tone}`} aria-labelledby={`${id}-title`}>
      <div className="home-band__inner">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="home-actions">
          {actions.map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className={`button ${action.variant === "secondary" ? "button--secondary" : "button--accent"}`}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
