/**
 * Littlegeste (issue 28): the family's labels (create, list, print) and, for operations, receiving
 * a parcel by its label's number and grading its pieces (receive:return).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { labelNumber, parseLabelNumber } from "#domain/littlegeste.js";
import { ProblemSchema, problemResponses, ApiError } from "../../plugins/errors.js";
import { signedInClient } from "../clients/index.js";
import { littlegesteLabelPdf } from "./label.js";
import {
  CancelBody,
  CreateLabelBody,
  EligibilitySchema,
  GradingBody,
  GradingResultSchema,
  LabelListSchema,
  LabelNumberParams,
  LabelParams,
  LabelSchema,
  ReturnParams,
  StaffLabelSchema,
} from "./schemas.js";
import {
  cancelLabel,
  clientLabel,
  clientLabelOut,
  createLabel,
  eligibility,
  gradeParcel,
  listLabels,
  openBoxReturnParcel,
  receiveParcel,
  sender,
  staffLabelOut,
} from "./service.js";

const TAG = "littlegeste";
const bearer = [{ bearer: [] }];
const withConflict = { ...problemResponses, 403: ProblemSchema, 409: ProblemSchema };

/** The label id a scanned number names (404 for a number that names none). */
function scanned(number: string): number {
  const id = parseLabelNumber(number);
  if (id === null) throw ApiError.notFound("Label not found");
  return id;
}

export const littlegesteRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.littlegeste;
  const storefrontUrl = app.config.storefrontUrl;

  app.get(
    "/clients/me/littlegeste/eligibility",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Whether the signed-in client may create a littlegeste label now",
        security: bearer,
        response: { 200: EligibilitySchema, ...problemResponses },
      },
    },
    async (request) => eligibility(app.db, await signedInClient(app.db, request), config),
  );

  app.get(
    "/clients/me/littlegeste/labels",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "The signed-in client's littlegeste labels, newest first, with their pieces and earnings",
        security: bearer,
        response: { 200: LabelListSchema, ...problemResponses },
      },
    },
    async (request) => listLabels(app.db, await signedInClient(app.db, request)),
  );

  app.post(
    "/clients/me/littlegeste/labels",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "Create a prepaid littlegeste label",
        description: `From one of the client's shipping addresses (404 another's), the recycle terms accepted. 409 with the reason as type: account-blocked ("Account blocked"), country-not-supported ("Country not supported", §8), too-many-labels ("Too many labels this month", LITTLEGESTE_LABELS_PER_MONTH). The same label sent again within a minute answers the one created (200). The "label created" e-mail links the PDF.`,
        security: bearer,
        body: CreateLabelBody,
        response: { 200: LabelSchema, 201: LabelSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const client = await signedInClient(app.db, request);
      const { id, created } = await createLabel(app.db, client, request.body, { config, storefrontUrl });
      return reply.code(created ? 201 : 200).send(await clientLabelOut(app.db, client, id));
    },
  );

  app.get(
    "/clients/me/littlegeste/labels/:id",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "One of the signed-in client's littlegeste labels (another client's: 404)",
        security: bearer,
        params: LabelParams,
        response: { 200: LabelSchema, ...problemResponses },
      },
    },
    async (request) => clientLabelOut(app.db, await signedInClient(app.db, request), request.params.id),
  );

  app.get(
    "/clients/me/littlegeste/labels/:id/label.pdf",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        summary: "A littlegeste label to print (PDF)",
        description:
          "One A4 page per bag: the label's number as text and Code 128, the family as sender, the warehouse as recipient, the carrier and whether it collects the bag. Another client's label answers 404.",
        security: bearer,
        params: LabelParams,
        response: { 200: z.any().describe("The label (application/pdf)"), ...problemResponses },
      },
    },
    async (request, reply) => {
      const client = await signedInClient(app.db, request);
      const label = await clientLabel(app.db, client, request.params.id);
      const pdf = await littlegesteLabelPdf({
        labelId: label.id,
        locale: client.locale,
        carrier: label.carrier,
        pickup: label.pickup,
        bags: label.bags,
        contents: label.contents,
        sender: sender(label, client),
        recipient: app.config.warehouse,
      });
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `inline; filename="la-malle-${labelNumber(label.id)}.pdf"`)
        .type("application/pdf")
        .send(pdf);
    },
  );

  // ── Operations ──
  app.get(
    "/admin/littlegeste/labels/:number",
    {
      onRequest: app.requirePermission("receive:return"),
      schema: {
        tags: [TAG],
        summary: "A littlegeste label by its scanned number, with the family and its pieces (receive:return)",
        security: bearer,
        params: LabelNumberParams,
        response: { 200: StaffLabelSchema, ...withConflict },
      },
    },
    async (request) => staffLabelOut(app.db, scanned(request.params.number), request.locale),
  );

  app.post(
    "/admin/littlegeste/labels/:number/receipt",
    {
      onRequest: app.requirePermission("receive:return"),
      schema: {
        tags: [TAG],
        summary: "Receive a littlegeste parcel (receive:return)",
        description:
          "The label becomes RECEIVED and the family is told, once: a parcel scanned again changes nothing. 409 LABEL_CANCELLED.",
        security: bearer,
        params: LabelNumberParams,
        response: { 200: StaffLabelSchema, ...withConflict },
      },
    },
    async (request) => {
      const id = scanned(request.params.number);
      await receiveParcel(app.db, id, storefrontUrl);
      return staffLabelOut(app.db, id, request.locale);
    },
  );

  app.post(
    "/admin/littlegeste/labels/:number/grading",
    {
      onRequest: app.requirePermission("receive:return"),
      schema: {
        tags: [TAG],
        summary: "Grade a received littlegeste parcel's pieces (receive:return)",
        description:
          "Each piece with its grade and garment type, brand and size (filled in from the EAN of a piece we sold; 400 when missing). Resellable grades (NEW_WITH_TAG, NEW, VERY_GOOD, GOOD) get the grid's price, become a product of the seconde-main collection with one variant of stock 1 (margin VAT scheme) and credit the family LITTLEGESTE_CREDIT_PERCENT of the price, once per piece. The label ends PROCESSED; 409 ALREADY_GRADED, NOT_RECEIVED.",
        security: bearer,
        params: LabelNumberParams,
        body: GradingBody,
        response: { 200: GradingResultSchema, ...withConflict },
      },
    },
    async (request) =>
      gradeParcel(app.db, scanned(request.params.number), request.body.pieces, {
        config,
        storefrontUrl,
        staffId: request.staffId,
      }),
  );

  app.post(
    "/admin/littlegeste/labels/:number/cancellation",
    {
      onRequest: app.requirePermission("receive:return"),
      schema: {
        tags: [TAG],
        summary: "Cancel a littlegeste label whose parcel has not been received (receive:return)",
        description:
          "Only a CREATED label (409 NOT_CANCELLABLE otherwise); the reason is shown to the family and the month's count no longer counts the label. Cancelling a cancelled label changes nothing.",
        security: bearer,
        params: LabelNumberParams,
        body: CancelBody,
        response: { 200: StaffLabelSchema, ...withConflict },
      },
    },
    async (request) => {
      const id = scanned(request.params.number);
      await cancelLabel(app.db, id, request.body.reason);
      return staffLabelOut(app.db, id, request.locale);
    },
  );

  app.post(
    "/admin/littlegeste/returns/:id/parcel",
    {
      onRequest: app.requirePermission("receive:return"),
      schema: {
        tags: [TAG],
        summary: "Record outgrown clothes found in a box's return parcel (receive:return)",
        description:
          "Opens the return's littlegeste parcel (no label printed; number LG… as any parcel), RECEIVED at once, the family told once; its pieces are then graded with POST /admin/littlegeste/labels/{number}/grading. Asked again, it answers the same parcel. 404 no such return; 409 NOT_A_BOX (a shop order's return), RETURN_CANCELLED.",
        security: bearer,
        params: ReturnParams,
        response: { 200: StaffLabelSchema, ...withConflict },
      },
    },
    async (request) => {
      const id = await openBoxReturnParcel(app.db, request.params.id, storefrontUrl);
      return staffLabelOut(app.db, id, request.locale);
    },
  );
};
