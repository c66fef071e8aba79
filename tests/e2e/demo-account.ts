import { DEMO_ACCOUNTS } from "../../api/src/seed/data/accounts.js";

/** The demo client the seed creates (api/src/seed/data/accounts.ts), signed in by the tests. */
const camille = DEMO_ACCOUNTS.find((account) => account.key === "camille");
if (!camille) throw new Error("The demo data no longer has the client 'camille'");

export const DEMO_ACCOUNT = {
  email: camille.email,
  password: camille.password,
  firstname: camille.firstname,
  lastname: camille.lastname,
};
