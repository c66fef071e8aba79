import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The style quiz's content (issue 25): its steps per profile type, and one step to edit; paths relative to /back-office. */
export const quizRoutes: RouteConfigEntry[] = [
  route("quiz", "routes/back-office/quiz/steps.tsx"),
  route("quiz/:profileType/:stepSlug", "routes/back-office/quiz/step.tsx"),
];
