/**
 * The demo client of the seed (api/src/seed/data/accounts.ts, listed in the README), signed in the
 * way a person would, with what the README shows. Copied rather than imported: importing the seed
 * would load the whole demo catalogue into every test worker.
 */
export const DEMO_ACCOUNT = {
  email: "camille@demo.lamalle.test",
  password: "Demo-Malle-2026!",
  firstname: "Camille",
  lastname: "Martin",
} as const;
