import { describe, expect, it } from "vitest";
import { selectProfile } from "~/lib/context.server";
import { sessionStorage } from "~/lib/session.server";

describe("profile selection (§2)", () => {
  it("takes the active profile from the route, else ?profileId, and keeps it in the session", async () => {
    const session = await sessionStorage.getSession();
    expect(selectProfile({ kidId: "12" }, new URL("http://x/12/malle"), session)).toEqual({
      activeProfileId: 12,
      editingProfileId: null,
    });
    expect(selectProfile({}, new URL("http://x/infos?profileId=7"), session).activeProfileId).toBe(7);
    expect(selectProfile({}, new URL("http://x/shop"), session).activeProfileId).toBe(7);
    expect(selectProfile({ profileId: "3" }, new URL("http://x/profil/3"), session).activeProfileId).toBe(3);
  });

  it("names the edited profile for the page only, and ignores ids that are not numbers", async () => {
    const session = await sessionStorage.getSession();
    const selection = selectProfile(
      { editingKidId: "5" },
      new URL("http://x/quiz/new-kid/kid/5?profileId=abc"),
      session,
    );
    expect(selection).toEqual({ activeProfileId: null, editingProfileId: 5 });
  });
});
