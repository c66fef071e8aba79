import { redirect } from "react-router";
import { codeFamily, codeProfileType, identityPath, isQuizCode, nextQuizCode, stepPath } from "#domain/quiz.js";
import { loadClient } from "~/lib/client.server";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { localizePath } from "~/lib/paths";
import { loadProfiles } from "~/lib/profiles.server";
import type { Profile } from "~/lib/profiles";
import {
  buildFlow,
  flowStepNamed,
  isSignupCode,
  loadProfileQuiz,
  loadQuizContent,
  notFound,
  quizGuards,
  urlProfileId,
  urlQuizCode,
} from "./quiz.server";
import type { Route } from "./+types/start";

/**
 * /quiz/{code}: where a quiz starts, or resumes (§2: a quiz left half-way resumes at the step
 * where it stopped). A signed-in client goes to the saved step of the profile whose quiz under
 * this code is not finished (?profileId= names one), else to the identity step of the profile
 * this code is for, or of a new one. A visitor starts a sign-up quiz at its identity step; the
 * other codes need an account (login, then back here).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const code = urlQuizCode(request, params);
  if (!code) notFound();
  const go = (path: string) => redirect(localizePath(path, ctx.language));
  const client = await loadClient(ctx);
  if (!client && isSignupCode(code)) throw go(identityPath(code, null));
  await guard({ ctx, request, params }, ...quizGuards(code, false));
  const type = codeProfileType(code);
  const wanted = urlProfileId(request, params, ctx);
  const all = await loadProfiles(ctx);
  const profiles = all.filter((profile) => profile.profile_type === type);
  const candidates = wanted === null ? profiles : profiles.filter((profile) => profile.id === wanted);
  if (wanted !== null && candidates.length === 0) notFound();

  // A quiz under this code left before its end resumes at its saved step
  const content = await loadQuizContent(ctx, type);
  for (const profile of candidates) {
    const quiz = await loadProfileQuiz(ctx, profile.id);
    const progress = quiz.progress;
    if (!progress || progress.completed_at || progress.code !== code) continue;
    const flow = buildFlow({ code, content, quiz, temporary: client?.is_temporary ?? true, subscription: false });
    const step = flowStepNamed(flow, progress.step);
    if (step) throw go(stepPath(code, step, profile.id));
  }

  // A visitor's account (temporary) sent here by the signed-up guard: their quiz, whichever it is
  if (client?.is_temporary && wanted === null) {
    for (const profile of all.filter((candidate) => candidate.profile_type !== type)) {
      const progress = (await loadProfileQuiz(ctx, profile.id)).progress;
      if (progress && !progress.completed_at && isQuizCode(progress.code)) throw go(`/quiz/${progress.code}`);
    }
  }

  // Otherwise from the beginning: the profile named, else the one this code is for
  const hasBoxes = all.some((profile) => profile.has_requested);
  if (wanted !== null) throw go(identityPath(code, wanted));
  const family = codeFamily(code);
  const forCode = (profile: Profile) => nextQuizCode(type, profile, hasBoxes) === code;
  const profile = family === "signup" || family === "new" ? undefined : profiles.find(forCode);
  if (profile) throw go(identityPath(code, profile.id));
  // A woman has one profile: hers, with its own code
  const woman = type === "WOMAN" ? profiles[0] : undefined;
  if (woman) throw go(identityPath(nextQuizCode(type, woman, hasBoxes), woman.id));
  // A new profile: new-kid / new-profile-woman once the family has had a box, else signup (§4)
  throw go(identityPath(nextQuizCode(type, null, hasBoxes), null));
}

export default function Start() {
  return null;
}
