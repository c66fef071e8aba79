/** The quiz module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { quizRoutes } from "./routes.js";
export { insertQuizContent, type QuizContentSeed, type QuizStepSeed } from "./content.js";
export { defaultQuizContent, type QuizColour } from "./default-content.js";
export { insertAnswersByKey } from "./answers.js";

/** The quiz module as the process registers it: its name, routes and jobs (decision 0040). */
export const quizModule = { name: "quiz", routes: quizRoutes } satisfies ApiModule;
