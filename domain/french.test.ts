import { describe, expect, it } from "vitest";
import { deName, elideBefore, formatDate, markValue, startsWithVowelSound } from "./french";

describe("French elision", () => {
  it("elides de and que before a value that starts with a vowel sound", () => {
    const fill = (template: string, name: string) => elideBefore(template.replace("{{name}}", markValue(name)));
    expect(fill("La malle de {{name}}", "Inès")).toBe("La malle d'Inès");
    expect(fill("Une photo de {{name}}", "Élise")).toBe("Une photo d'Élise");
    expect(fill("La boutique de {{name}}", "Alice")).toBe("La boutique d'Alice");
    expect(fill("Plus grand que {{name}}", "Oscar")).toBe("Plus grand qu'Oscar");
    expect(fill("De {{name}}", "Ugo")).toBe("D'Ugo");
    expect(fill("La malle de {{name}}", "Camille")).toBe("La malle de Camille");
    expect(fill("La malle de {{name}}", "Yasmine")).toBe("La malle de Yasmine");
    expect(fill("La malle de {{name}}", "Hugo")).toBe("La malle de Hugo");
    // a template's own words are left alone: only the marked value elides
    expect(elideBefore(`Jeux de Ado ${markValue("x")}`)).toBe("Jeux de Ado x");
    expect(fill("Pour {{name}}", "Inès")).toBe("Pour Inès");
  });

  it("tells a vowel sound and writes de before a name", () => {
    expect(startsWithVowelSound("Yvonne")).toBe(true);
    expect(startsWithVowelSound("Yann")).toBe(false);
    expect(deName("Inès")).toBe("d'Inès");
    expect(deName("Léa")).toBe("de Léa");
  });
});

describe("formatDate", () => {
  it("writes the first of the month 1er in French only", () => {
    const first = new Date("2027-02-01T00:00:00Z");
    expect(formatDate("fr", { dateStyle: "long", timeZone: "UTC" }, first)).toBe("1er février 2027");
    expect(formatDate("fr-BE", { dateStyle: "full", timeZone: "UTC" }, first)).toBe("lundi 1er février 2027");
    expect(formatDate("fr", { dateStyle: "long", timeZone: "UTC" }, new Date("2027-02-11T00:00:00Z"))).toBe(
      "11 février 2027",
    );
    expect(formatDate("de", { dateStyle: "long", timeZone: "UTC" }, first)).toBe("1. Februar 2027");
  });
});
