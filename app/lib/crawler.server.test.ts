import { isbot } from "isbot";
import { describe, expect, it } from "vitest";
import { isCrawler } from "./crawler.server";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("isCrawler", () => {
  it("gives isbot's verdict, the first time and when remembered", () => {
    for (const agent of [BROWSER, CRAWLER, BROWSER, CRAWLER, null, ""]) {
      expect(isCrawler(agent)).toBe(isbot(agent));
    }
    expect(isCrawler(CRAWLER)).toBe(true);
    expect(isCrawler(BROWSER)).toBe(false);
  });
});
