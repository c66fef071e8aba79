/**
 * The words of the box-over-time e-mails, one file per language (fr vous, de Sie, nl je, es tú, en):
 * each language fills these slots; ../subscription-mails.ts assembles the e-mail around them.
 */

/** A delivery date moved: later is a postponement, earlier a forwarding (the event's kind). */
export type DateMove = "postponed" | "forwarded";

export type Body = { subject: string; paragraphs: string[]; button: string };

export type SubscriptionTexts = {
  greeting: (name: string | null) => string;
  signature: string;
  /** "every month" / "every 2 months". */
  every: (months: number) => string;
  days: (n: number) => string;
  created: (p: string, rhythm: string, date: string) => Body;
  paused: (p: string, until: string, next: string) => Body;
  resumed: (p: string, next: string) => Body;
  reactivated: (p: string, rhythm: string, next: string) => Body;
  terminated: (p: string) => Body;
  frequencyChanged: (p: string, rhythm: string, next: string) => Body;
  dateMoved: (p: string, move: DateMove, days: string, date: string) => Body;
  nextBoxOpened: (p: string, date: string) => Body;
  boxComing: (p: string, date: string) => Body;
  dateCanMove: (p: string, date: string) => Body;
  pauseEnding: (p: string, until: string, next: string) => Body;
};
