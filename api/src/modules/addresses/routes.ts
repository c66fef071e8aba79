/**
 * Address calls (§7 "Money and addresses"): the signed-in client's shipping and billing
 * addresses, and town suggestions for a postcode (§7 third-party, §8, §9).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CountryCode } from "#domain/locales.js";
import { POSTCODE_MAX_LENGTH, validatePostcode } from "#domain/postcode.js";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import { requireFields } from "../clients/index.js";
import { ADDRESS_KINDS } from "#domain/addresses.js";
import {
  AddressIdParams,
  CreateAddressBody,
  MISSING_FIELDS_TITLE,
  REQUIRED_ADDRESS_FIELDS,
  SavedAddressSchema,
  TownsQuery,
  TownsSchema,
  UpdateAddressBody,
} from "./schemas.js";
import {
  MAX_ADDRESSES_PER_KIND,
  createAddress,
  deleteAddress,
  findAddress,
  listAddresses,
  updateAddress,
} from "./service.js";
import { TownFinder } from "./towns.js";

const TAG = "addresses";
const bearer = [{ bearer: [] }];

/** The §5 postcode rule of the country, normalised; else 400 INVALID_POSTCODE on the postcode field. */
function checkedPostcode(country: CountryCode, postcode: string): string {
  const check = validatePostcode(country, postcode);
  if (check.valid) return check.postcode;
  const { rule } = check;
  const message =
    rule.kind === "digits"
      ? `A postcode in ${country} has ${rule.length} digits`
      : rule.kind === "dutch"
        ? "A Dutch postcode has four digits then two letters, e.g. 1234 AB"
        : `A postcode has at most ${POSTCODE_MAX_LENGTH} characters`;
  throw ApiError.badRequest(
    "Invalid postcode",
    { postcode: [check.error === "required" ? REQUIRED_ADDRESS_FIELDS.postcode : message] },
    "INVALID_POSTCODE",
  );
}

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const towns = new TownFinder(app.config);

  for (const kind of ADDRESS_KINDS) {
    const path = `/clients/me/${kind}-addresses`;

    app.get(
      path,
      {
        preHandler: app.requireClient,
        schema: {
          tags: [TAG],
          summary: `The signed-in client's ${kind} addresses`,
          description: "The default first, then the newest.",
          security: bearer,
          response: { 200: z.array(SavedAddressSchema), ...problemResponses },
        },
      },
      async (request) => listAddresses(app.db, request.clientId, kind),
    );

    app.post(
      path,
      {
        preHandler: app.requireClient,
        preValidation: requireFields("body", REQUIRED_ADDRESS_FIELDS, MISSING_FIELDS_TITLE),
        schema: {
          tags: [TAG],
          summary: `Add a ${kind} address`,
          description: `city, country_code, phone, postcode and street are required (400 '${MISSING_FIELDS_TITLE}'); the postcode follows its country's rule (400 INVALID_POSTCODE). The first ${kind} address becomes the default. At most ${MAX_ADDRESSES_PER_KIND} per kind (422 TOO_MANY_ADDRESSES).`,
          security: bearer,
          body: CreateAddressBody,
          response: { 201: SavedAddressSchema, ...problemResponses },
        },
      },
      async (request, reply) => {
        const owner = request.clientId;
        const { set_default: makeDefault, country_code: countryCode, postcode, ...rest } = request.body;
        const created = await createAddress(
          app.db,
          owner,
          kind,
          { ...rest, countryCode, postcode: checkedPostcode(countryCode, postcode) },
          makeDefault ?? false,
        );
        if (!created) {
          throw ApiError.unprocessable(
            "TOO_MANY_ADDRESSES",
            `You can keep at most ${MAX_ADDRESSES_PER_KIND} ${kind} addresses`,
          );
        }
        return reply.status(201).send(created);
      },
    );

    app.patch(
      `${path}/:id`,
      {
        preHandler: app.requireClient,
        schema: {
          tags: [TAG],
          summary: `Change one of the signed-in client's ${kind} addresses`,
          description:
            "Every field is optional; the postcode is checked against the resulting country. Another client's address answers 404.",
          security: bearer,
          params: AddressIdParams,
          body: UpdateAddressBody,
          response: { 200: SavedAddressSchema, ...problemResponses },
        },
      },
      async (request) => {
        const owner = request.clientId;
        const { id } = request.params;
        const { set_default: makeDefault, country_code: countryCode, postcode, ...rest } = request.body;
        let checked: { countryCode?: CountryCode; postcode?: string } = {};
        if (countryCode !== undefined || postcode !== undefined) {
          // The rule needs both: take the stored one of the pair that is not changing
          const stored = await findAddress(app.db, owner, kind, id);
          if (!stored) throw ApiError.notFound("Address not found");
          const country = countryCode ?? stored.countryCode;
          checked = { countryCode: country, postcode: checkedPostcode(country, postcode ?? stored.postcode) };
        }
        const updated = await updateAddress(app.db, owner, kind, id, { ...rest, ...checked }, makeDefault ?? false);
        if (!updated) throw ApiError.notFound("Address not found");
        return updated;
      },
    );

    app.delete(
      `${path}/:id`,
      {
        preHandler: app.requireClient,
        schema: {
          tags: [TAG],
          summary: `Delete one of the signed-in client's ${kind} addresses`,
          description:
            "Orders keep their own copy. When it was the default, the newest address left of this kind becomes the default. Another client's address answers 404.",
          security: bearer,
          params: AddressIdParams,
          response: { 204: z.null(), ...problemResponses },
        },
      },
      async (request, reply) => {
        if (!(await deleteAddress(app.db, request.clientId, kind, request.params.id))) {
          throw ApiError.notFound("Address not found");
        }
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    "/addresses/towns",
    {
      schema: {
        tags: [TAG],
        summary: "Town names for a postcode",
        description:
          "France: the official communes data, or the French address service when FRENCH_ADDRESS_API_URL is set. Other countries: GeoNames (maxRows 40) when GEONAMES_USERNAME is set, else none. An invalid postcode, a failure or a time-out answers an empty list; failures are logged as errors.",
        querystring: TownsQuery,
        response: { 200: TownsSchema, 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { country, postcode } = request.query;
      const check = validatePostcode(country, postcode);
      if (!check.valid) return { towns: [] };
      try {
        const found = await towns.find(country, check.postcode);
        // Towns of a postcode seldom change: browsers and proxies may keep the answer a day
        reply.header("cache-control", "public, max-age=86400");
        return { towns: found };
      } catch (error) {
        // §8: the lookup returns nothing and the failure is reported
        request.log.error({ err: error, country, postcode: check.postcode }, "town lookup failed");
        reply.header("cache-control", "no-store");
        return { towns: [] };
      }
    },
  );
};
