/** The quiz module as the rest of the API sees it. */
export { quizRoutes } from "./routes.js";
export { insertAnswersByKey, insertQuizContent, type QuizContentSeed, type QuizStepSeed } from "./service.js";
