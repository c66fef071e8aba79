import "./home.css";

export type StepIcon = "quiz" | "stylist" | "delivery" | "home" | "heart";

export type Step = { icon: StepIcon; title: string; text: string };

/** "How it works": an ordered list of steps, each with a number, an icon, a title and a sentence. */
export function Steps({ steps, headingLevel = 3 }: { steps: Step[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ol className={`home-steps home-steps--${steps.length}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="home-step">
          <span className="home-step__icon">
            <Icon name={step.icon} />
            <span className="home-step__number" aria-hidden="true">
              {index + 1}
            </span>
          </span>
          <Heading className="home-step__title">{step.title}</Heading>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

const PATHS: Record<StepIcon, React.ReactNode> = {
  quiz: (
    <>
      <rect x="11" y="8" width="26" height="34" rx="4" />
      <path d="M19 8 V5 h10 v3" />
      <path d="M17 20 l3 3 5-6 M28 21 h4 M17 31 l3 3 5-6 M28 32 h4" />
    </>
  ),
  stylist: (
    <>
      <path d="M24 10 a4 4 0 1 1 4 4 c-2 0-4 1.5-4 4 v1" />
      <path d="M24 19 L6 33 q-2 2 1 3 h34 q3-1 1-3 Z" />
    </>
  ),
  delivery: (
    <>
      <path d="M6 16 l18-8 18 8 v18 l-18 8 -18-8 Z" />
      <path d="M6 16 l18 8 18-8 M24 24 v18 M15 12 l18 8" />
    </>
  ),
  home: (
    <>
      <path d="M7 22 L24 8 l17 14" />
      <path d="M11 19 v21 h26 V19" />
      <path d="M20 40 V29 h8 v11" />
    </>
  ),
  heart: <path d="M24 40 C10 31 6 24 6 18 a8.5 8.5 0 0 1 18-4 a8.5 8.5 0 0 1 18 4 c0 6-4 13-18 22 Z" />,
};

function Icon({ name }: { name: StepIcon }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
