// A broken stay rule (DESIGN 7.1) in the guest's language (in the date picker's catalog part, which the home teaser
// and the booking card both load), worded from its key and figure, never from the server's
// English message: the booking card's 422 STAY_RULE answer under the dates and the date picker's reasons for a day it
// refuses say the same words. Weekdays are named the way the language names them, in its week's order.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { IsoDate } from "../../../../domain/dates.ts";
import { STAY_RULE_KEYS, type StayRuleKey } from "../../../../domain/rates/stay-rule-messages.ts";
import { weekdayChoice } from "../../../i18n/calendar-week.ts";
import { formatCalendarDate } from "../../../i18n/format.ts";

/** What the words need of a broken rule: its key and its figure (the API's STAY_RULE item, or checkStayRules'). */
export interface StayRuleFigure {
  rule: StayRuleKey;
  minStay?: number | undefined;
  days?: readonly number[] | undefined;
  minNoticeDays?: number | undefined;
  maxAdvanceDays?: number | undefined;
}

/** Whether `rule` is a stay rule this version words (a newer server may know more). */
export function isStayRuleKey(rule: string | undefined): rule is StayRuleKey {
  return (STAY_RULE_KEYS as readonly (string | undefined)[]).includes(rule);
}

/**
 * The rule in a sentence. With the stay's check-in, the minimum stay names the day it counts from ("Minimum stay
 * from 12 July: 5 nights"), as the picker shows it once a check-in is chosen.
 */
export function stayRuleText(i18n: I18n, issue: StayRuleFigure, checkIn?: IsoDate | null): string {
  switch (issue.rule) {
    case "MIN_STAY": {
      const nights = issue.minStay ?? 1;
      if (checkIn) {
        const date = formatCalendarDate(i18n, checkIn, "long");
        return i18n._(
          msg({
            message: plural(nights, {
              one: `Minimum stay from ${date}: # night`,
              other: `Minimum stay from ${date}: # nights`,
            }),
          }),
        );
      }
      return i18n._(
        msg({
          message: plural(nights, {
            one: "The minimum stay for these dates is # night",
            other: "The minimum stay for these dates is # nights",
          }),
        }),
      );
    }
    case "ARRIVAL_DAY": {
      const days = weekdayChoice(i18n.locale, issue.days ?? []);
      return i18n._(msg`Arrival on these dates only on ${days}`);
    }
    case "DEPARTURE_DAY": {
      const days = weekdayChoice(i18n.locale, issue.days ?? []);
      return i18n._(msg`Departure on these dates only on ${days}`);
    }
    case "MIN_NOTICE": {
      const days = issue.minNoticeDays ?? 0;
      return i18n._(
        msg({
          message: plural(days, {
            one: "Too soon: book at least # day before arrival",
            other: "Too soon: book at least # days before arrival",
          }),
        }),
      );
    }
    case "MAX_ADVANCE": {
      const days = issue.maxAdvanceDays ?? 0;
      return i18n._(
        msg({
          message: plural(days, {
            one: "Too far ahead: bookings open # day in advance",
            other: "Too far ahead: bookings open # days in advance",
          }),
        }),
      );
    }
  }
}
