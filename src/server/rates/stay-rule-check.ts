// The stay rules as the server applies them (DESIGN 7.1, domain/rates/stay-rules.ts): 422 STAY_RULE with every
// broken rule and its figure.
import { checkStayRules, type IsoDate, type StayRuleIssue } from "../../domain/index.ts";
import { ApiError } from "../http/api-error.ts";
import type { VillaRates } from "./villa-rates.ts";

export function stayRuleIssues(
  { pricing, seasons }: VillaRates,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  today: IsoDate,
): StayRuleIssue[] {
  return checkStayRules(pricing, seasons, stay, today);
}

export function assertStayRules(rates: VillaRates, stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate) {
  const issues = stayRuleIssues(rates, stay, today);
  const [first] = issues;
  if (first) throw new ApiError("STAY_RULE", first.message, issues);
}
