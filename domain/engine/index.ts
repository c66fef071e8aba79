/** The styling engine's public face (issue 17, docs/decisions/0033-styling-engine.md). */
export type * from "./types.js";
export {
  composeBox,
  engineSizePlan,
  failedFilter,
  hardFilters,
  historySizeFeedback,
  tieHash,
  type FilteredTraits,
  type HardFilters,
} from "./compose.js";
export { DEFAULT_ENGINE_RULES, engineRules } from "./rules.js";
