import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";

/** Field name → messages, as forms show them beside their inputs. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error shape of the API (RFC 9457 problem details): `type` is a stable machine code
 * the storefront translates (e.g. GIFT_CARD_EXPIRED), `title` the spec's human message.
 */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: "Problem" });
export type Problem = z.infer<typeof ProblemSchema>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: FieldErrors,
  ) {
    super(title);
  }

  toProblem(): Problem {
    return { type: this.type, title: this.title, status: this.status, detail: this.detail, errors: this.errors };
  }

  static badRequest(title: string, errors?: FieldErrors, type = "VALIDATION_ERROR") {
    return new ApiError(400, type, title, undefined, errors);
  }
  static unprocessable(type: string, title: string, errors?: FieldErrors) {
    return new ApiError(422, type, title, undefined, errors);
  }
  static unauthorized(title = "Authentication required", type = "UNAUTHORIZED") {
    return new ApiError(401, type, title);
  }
  static forbidden(title = "Forbidden") {
    return new ApiError(403, "FORBIDDEN", title);
  }
  /** Also the answer for another client's data: its existence is not revealed. */
  static notFound(title = "Not found") {
    return new ApiError(404, "NOT_FOUND", title);
  }
  static conflict(type: string, title: string, errors?: FieldErrors) {
    return new ApiError(409, type, title, undefined, errors);
  }
}

/** Standard error responses to list in a route schema, so the OpenAPI document shows them. */
export const problemResponses = {
  400: ProblemSchema,
  401: ProblemSchema,
  404: ProblemSchema,
  422: ProblemSchema,
} as const;

function fieldErrorsFromIssues(issues: readonly { instancePath?: string; message?: string; params?: unknown }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".") || "_";
    (errors[field] ??= []).push(issue.message ?? "Invalid value");
  }
  return errors;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.toProblem());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problem: Problem = {
        type: "VALIDATION_ERROR",
        title: "Invalid request",
        status: 400,
        detail: `Invalid ${error.validationContext ?? "input"}`,
        errors: fieldErrorsFromIssues(error.validation),
      };
      return reply.status(400).send(problem);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
      return reply.status(500).send({ type: "INTERNAL", title: "Internal error", status: 500 });
    }
    // Errors raised by Fastify itself for malformed input (bad JSON, wrong content type, too large…)
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .status(status)
        .send({ type: error.code ?? "BAD_REQUEST", title: error.message, status } satisfies Problem);
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ type: "INTERNAL", title: "Internal error", status: 500 } satisfies Problem);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ type: "NOT_FOUND", title: "Not found", status: 404 } satisfies Problem);
  });
});
