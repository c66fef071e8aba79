import { describe, expect, it } from "vitest";
import {
  GARMENT_KINDS,
  GARMENT_TYPES,
  garmentsInComment,
  monthOf,
  quizGarments,
  seasonFits,
  sizeAxis,
} from "./garments";

describe("seasons", () => {
  it("sends no warm-only piece in winter and no cold-only piece in summer; both in mid-season", () => {
    expect(seasonFits("WARM", monthOf("2026-12-04"))).toBe(false);
    expect(seasonFits("COLD", monthOf("2026-12-04"))).toBe(true);
    expect(seasonFits("COLD", monthOf("2026-07-10"))).toBe(false);
    expect(seasonFits("WARM", monthOf("2026-07-10"))).toBe(true);
    expect(seasonFits("WARM", monthOf("2026-04-01"))).toBe(true);
    expect(seasonFits("COLD", monthOf("2026-10-01"))).toBe(true);
    expect(seasonFits("ALL", 1)).toBe(true);
    expect(seasonFits("WARM", null)).toBe(true);
  });
});

describe("the quiz read in full", () => {
  it("maps needs and 'never' choices to garment types and details", () => {
    const read = quizGarments(["coats", "pyjamas"], ["jeans", "skirts", "button_shirts", "hoods", "sequins"]);
    expect(read.needed).toEqual(["coat", "pyjama", "sleepsuit", "sleepingbag"]);
    expect(read.refused).toEqual(["jeans", "skirt", "shirt"]);
    expect(read.refusedDetails).toEqual(["hood", "sequins"]);
  });

  it("reads garment words in the comment, in the family's language", () => {
    expect(garmentsInComment("Il lui faudrait un manteau chaud et des pyjamas", "fr")).toEqual([
      "coat",
      "pyjama",
      "sleepsuit",
    ]);
    expect(garmentsInComment("Sie braucht eine Mütze und Stiefel", "de")).toEqual(["hat", "boots"]);
    expect(garmentsInComment("Graag een jas", "nl")).toEqual(["coat"]);
    expect(garmentsInComment("Necesita un abrigo", "es")).toEqual(["coat"]);
    expect(garmentsInComment("Il lui faudrait un manteau", "de")).toEqual([]);
    expect(garmentsInComment(null, "fr")).toEqual([]);
  });

  it("leaves out a garment word a negation of its clause turns down, in each language", () => {
    expect(
      garmentsInComment("Pas de chemises à boutons : il préfère les sweats confortables, et un bonnet.", "fr"),
    ).toEqual(["sweatshirt", "hat"]);
    expect(garmentsInComment("Jamais de robe, mais une jupe oui", "fr")).toEqual(["skirt"]);
    expect(garmentsInComment("Keine Kleider, aber eine Jacke", "de")).toEqual(["coat"]);
    expect(garmentsInComment("Geen jurken. Wel een jas", "nl")).toEqual(["coat"]);
    expect(garmentsInComment("Sin vestidos; un abrigo", "es")).toEqual(["coat"]);
    // "plus de robes" asks for more dresses
    expect(garmentsInComment("Plus de robes s'il vous plaît", "fr")).toEqual(["dress"]);
  });
});

describe("size axis", () => {
  it("pyjamas and swimwear are worn in clothing sizes, shoes in shoe sizes", () => {
    expect(sizeAxis("pyjama", "OTHER")).toBe("top");
    expect(sizeAxis("swimshorts", "OTHER")).toBe("bottom");
    expect(sizeAxis("trainers", "FEET")).toBe("shoe");
    expect(sizeAxis("coat", "TOP")).toBe("top");
  });
});

describe("garment kinds", () => {
  it("give every type a shop category, a meta category, a drawing and a name in each language", () => {
    expect(Object.keys(GARMENT_KINDS).sort()).toEqual([...GARMENT_TYPES].sort());
    for (const type of GARMENT_TYPES) {
      for (const name of Object.values(GARMENT_KINDS[type].name)) expect(name.trim()).not.toBe("");
    }
    expect(GARMENT_KINDS.pull).toMatchObject({ category: "pull_cardi", meta: "TOP", shape: "sweater" });
    expect(GARMENT_KINDS.trainers).toMatchObject({ category: "autre", meta: "FEET" });
    expect(GARMENT_KINDS.hat.name.de).toBe("Mütze");
  });
});
