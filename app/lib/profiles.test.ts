import { describe, expect, it } from "vitest";
import { PALETTES, PROFILE_MANDATORY_MESSAGE } from "#domain/profiles.js";
import { createBody, patchBody, problemMessages, readProfileForm } from "~/lib/profiles.server";
import type { Profile } from "~/lib/profiles";

const jules = {
  id: 7,
  profile_type: "KID",
  gender: "boy",
  color: { background: PALETTES.boy[0].background, textColor: PALETTES.boy[0].textColor },
} as Profile;

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("profile forms", () => {
  it("keep what was typed, trimmed, and only the profile fields", () => {
    expect(readProfileForm(form({ firstname: " Lina ", intent: "save", top_size: "4 ans" }))).toEqual({
      firstname: "Lina",
      top_size: "4 ans",
    });
  });

  it("make a woman profile's gender woman and read dates typed day first", () => {
    expect(createBody("WOMAN", { firstname: "Inès", gender: "boy", birthdate: "21/06/1989" })).toEqual({
      firstname: "Inès",
      lastname: null,
      gender: "woman",
      profile_type: "WOMAN",
      birthdate: "1989-06-21",
      top_size: null,
      bottom_size: null,
      shoe_size: null,
    });
    expect(createBody("KID", { firstname: "Lina" })).toMatchObject({ gender: "", birthdate: null });
  });

  it("send a colour only when it belongs to the gender being saved", () => {
    expect(patchBody(jules, { firstname: "Jules", gender: "boy", color: "mustard" }).color).toEqual({
      background: PALETTES.boy[2].background,
      textColor: PALETTES.boy[2].textColor,
    });
    // Turned into a girl with a boy's colour still ticked: the API picks one of her palettes
    const girl = patchBody(jules, { firstname: "Jules", gender: "girl", color: "mustard" });
    expect(girl).toMatchObject({ gender: "girl" });
    expect(girl).not.toHaveProperty("color");
    expect(patchBody(jules, { firstname: "Jules", top_size: "" })).toMatchObject({ top_size: null, lastname: null });
  });
});

describe("API problems as form messages", () => {
  it("show the spec's mandatory message and the missing fields", () => {
    expect(
      problemMessages({
        type: "VALIDATION_ERROR",
        title: PROFILE_MANDATORY_MESSAGE,
        status: 400,
        errors: { birthdate: ["birthdate is mandatory for KIDS"], gender: ["gender is mandatory"] },
      }),
    ).toEqual({
      form: "profiles.error.mandatory",
      birthdate: "profiles.error.birthdate_required",
      gender: "profiles.error.gender_required",
    });
  });

  it("name the field of any other refusal", () => {
    expect(
      problemMessages({ type: "VALIDATION_ERROR", title: "Invalid profile", status: 400, errors: { top_size: ["x"] } }),
    ).toEqual({ form: "profiles.error.check_fields", top_size: "profiles.error.size_unknown" });
    expect(problemMessages({ type: "KID_TOO_OLD", title: "", status: 422 })).toEqual({
      birthdate: "profiles.error.too_old",
    });
    expect(problemMessages({ type: "PHOTO_TOO_LARGE", title: "", status: 413 })).toEqual({
      photo: "profiles.error.photo_too_large",
    });
    expect(problemMessages({ type: "INTERNAL", title: "Internal error", status: 500 })).toEqual({
      form: "profiles.error.failed",
    });
    expect(problemMessages(undefined)).toEqual({ form: "profiles.error.failed" });
  });
});
