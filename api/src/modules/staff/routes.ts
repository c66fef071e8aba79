/**
 * The staff's own calls (decision 0041): sign-in with an optional second factor, refresh,
 * sign-out, who am I, TOTP enrolment; and for administrators the staff accounts, the roles'
 * permissions and the audit of back-office calls.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isPermission } from "#domain/staff.js";
import { ApiError, ProblemSchema, problemResponses } from "../../plugins/errors.js";
import {
  EmailInput,
  PasswordInput,
  RefreshBody,
  hashPassword,
  isUniqueViolation,
  issueSession,
  requireFields,
  requireStrongPassword,
  revokeRefreshToken,
  rotateRefreshToken,
  signInLimits,
  verifyPassword,
} from "../clients/index.js";
import {
  acceptStep,
  allStaffMembers,
  auditPage,
  createStaffMember,
  enableTotp,
  findStaffByEmail,
  findStaffById,
  knownRoles,
  memberOut,
  permissionsOfMember,
  roleTable,
  rolesOf,
  setRolePermissions,
  startTotp,
  updateStaffMember,
} from "./service.js";
import { newTotpSecret, sealSecret, storedMatchingStep } from "./totp.js";

const TAG = "staff";
const bearer = [{ bearer: [] }];
const withForbidden = { ...problemResponses, 403: ProblemSchema };

const StaffCredentialsBody = z.object({
  email: EmailInput,
  password: z.string().min(1).max(200),
  totp_code: z
    .string()
    .trim()
    .max(20)
    .optional()
    .meta({ description: "The authenticator's six digits; required once the member enabled two-step sign-in" }),
});

const StaffTokenResponse = z
  .object({
    access_token: z.string().meta({ description: "Short-lived bearer JWT of kind staff" }),
    refresh_token: z.string().meta({ description: "Opaque, single use: PUT staff/token returns a new pair" }),
    staff_id: z.number().int(),
  })
  .meta({ id: "StaffTokenResponse" });

const RoleName = z.string().trim().min(1).max(60);

const StaffMemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.string()),
    disabled: z.boolean(),
    totp_enabled: z.boolean(),
    created_at: z.string().meta({ format: "date-time" }),
  })
  .meta({ id: "StaffMember" });

const StaffMeSchema = StaffMemberSchema.extend({ permissions: z.array(z.string()) }).meta({ id: "StaffMe" });

const TotpEnrolment = z
  .object({
    secret: z.string().meta({ description: "Base32 secret, for typing into an authenticator app" }),
    otpauth_uri: z.string().meta({ description: "otpauth:// URI (a QR code of it is what apps scan)" }),
  })
  .meta({ id: "TotpEnrolment" });

const CodeBody = z.object({ code: z.string().trim().min(1).max(20) });

const CreateStaffBody = z.object({
  email: EmailInput,
  name: z.string().trim().min(1).max(120),
  password: PasswordInput,
  roles: z.array(RoleName).max(10).default([]),
});

const PatchStaffBody = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    roles: z.array(RoleName).max(10).optional(),
    disabled: z.boolean().optional(),
    password: PasswordInput.optional().meta({
      description: "A new password the member is told by other means; its sessions end",
    }),
    totp_enabled: z
      .literal(false)
      .optional()
      .meta({ description: "false turns two-step sign-in off (a lost phone); the member may enrol again" }),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: "Nothing to change" });

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const AuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  staff_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  entity: z.string().trim().min(1).max(60).optional(),
  entity_id: z.string().trim().min(1).max(60).optional(),
});

const AuditPageSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        staff_id: z.number().int(),
        staff_name: z.string(),
        staff_email: z.string(),
        action: z.string().meta({ description: "The permission the call needed" }),
        entity: z.string(),
        entity_id: z.string().nullable(),
        method: z.string(),
        route: z.string(),
        outcome: z.enum(["allowed", "denied"]),
        ip: z.string().nullable(),
        user_agent: z.string().nullable(),
        at: z.string().meta({ format: "date-time" }),
        detail: z.record(z.string(), z.unknown()).nullable(),
      }),
    ),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "AuditPage" });

const RolesSchema = z
  .array(z.object({ name: z.string(), permissions: z.array(z.string()) }))
  .meta({ id: "StaffRoles" });

const emailTaken = () => ApiError.conflict("EMAIL_TAKEN", "A staff member already has this e-mail");

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const signIn = signInLimits(app, "staff");
  const requireRefreshToken = requireFields(
    "body",
    { refresh_token: "A refresh token is required" },
    "A refresh token is required",
  );

  async function requireKnownRoles(roles: string[]) {
    const known = await knownRoles(app.db);
    const unknown = roles.filter((role) => !known.includes(role));
    if (unknown.length > 0) {
      throw ApiError.badRequest("Unknown role", { roles: [`Unknown role: ${unknown.join(", ")}`] });
    }
  }

  async function memberResponse(id: number) {
    const member = await findStaffById(app.db, id);
    if (!member) throw ApiError.notFound("Staff member not found");
    return memberOut(member, (await rolesOf(app.db, [id])).get(id) ?? []);
  }

  app.post(
    "/staff/token",
    {
      preHandler: signIn.count,
      preValidation: requireFields(
        "body",
        { email: "An email is required", password: "A password is required" },
        "Email and password are required",
      ),
      schema: {
        tags: [TAG],
        summary: "Staff sign-in: e-mail, password and, once enabled, the two-step code",
        description:
          "A staff account is not a client's: its tokens open back-office calls only (kind staff). Wrong e-mail or password: 401 INVALID_CREDENTIALS; a disabled member: 401 ACCOUNT_DISABLED; two-step sign-in enabled and no code: 401 TOTP_REQUIRED; a wrong code, or one already used: 401 TOTP_INVALID. Failed attempts are limited like the clients' sign-in (429 TOO_MANY_REQUESTS).",
        body: StaffCredentialsBody,
        response: { 200: StaffTokenResponse, ...problemResponses, 429: ProblemSchema },
      },
    },
    async (request) => {
      const member = await findStaffByEmail(app.db, request.body.email);
      const ok = await verifyPassword(member?.passwordHash, request.body.password);
      if (!member || !ok) throw ApiError.unauthorized("Invalid email or password", "INVALID_CREDENTIALS");
      if (member.disabled) throw ApiError.unauthorized("This staff account is disabled", "ACCOUNT_DISABLED");
      if (member.totpEnabledAt && member.totpSecret) {
        const code = request.body.totp_code;
        if (!code) {
          throw new ApiError(
            401,
            "TOTP_REQUIRED",
            "A two-step sign-in code is required",
            "This account has two-step sign-in: give the six digits your authenticator app shows (totp_code).",
          );
        }
        const step = storedMatchingStep(member.totpSecret, app.config.totpKey, code);
        if (step === null || !(await acceptStep(app.db, member.id, step))) {
          throw new ApiError(
            401,
            "TOTP_INVALID",
            "The two-step sign-in code is wrong or already used",
            "Give the code your authenticator app shows now; each code signs in once.",
          );
        }
      }
      await signIn.succeeded(request);
      return issueSession(app, { staffId: member.id });
    },
  );

  app.put(
    "/staff/token",
    {
      preValidation: requireRefreshToken,
      schema: {
        tags: [TAG],
        summary: "Exchange a staff refresh token for a new pair (rotation)",
        description:
          "As PUT clients/token: single use, a reused token revokes its session (401 REFRESH_TOKEN_REUSED). A disabled member's token is refused (401).",
        body: RefreshBody,
        response: { 200: StaffTokenResponse, ...problemResponses },
      },
    },
    async (request) => rotateRefreshToken(app, request.body.refresh_token, "staff"),
  );

  app.delete(
    "/staff/token",
    {
      preValidation: requireRefreshToken,
      schema: {
        tags: [TAG],
        summary: "Staff sign-out: revoke a refresh token and its session",
        body: RefreshBody,
        response: { 204: z.null(), 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      await revokeRefreshToken(app.db, request.body.refresh_token);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/staff/me",
    {
      onRequest: app.requireStaff,
      schema: {
        tags: [TAG],
        summary: "The signed-in staff member: name, roles and permissions",
        security: bearer,
        response: { 200: StaffMeSchema, ...withForbidden },
      },
    },
    async (request) => ({
      ...(await memberResponse(request.staffId)),
      permissions: await permissionsOfMember(app.db, request.staffId),
    }),
  );

  app.post(
    "/staff/me/totp",
    {
      onRequest: app.requireStaff,
      schema: {
        tags: [TAG],
        summary: "Start two-step sign-in: a new TOTP secret",
        description:
          "Answers a new secret and its otpauth URI; sign-in asks for codes only once POST staff/me/totp/confirm accepted one. 409 TOTP_ALREADY_ENABLED when it is on.",
        security: bearer,
        response: { 200: TotpEnrolment, ...withForbidden, 409: ProblemSchema },
      },
    },
    async (request) => {
      const member = await findStaffById(app.db, request.staffId);
      if (!member) throw ApiError.unauthorized();
      if (member.totpEnabledAt) throw ApiError.conflict("TOTP_ALREADY_ENABLED", "Two-step sign-in is already on");
      const { secret, uri } = newTotpSecret(member.email);
      await startTotp(app.db, member.id, sealSecret(secret, app.config.totpKey));
      return { secret, otpauth_uri: uri };
    },
  );

  app.post(
    "/staff/me/totp/confirm",
    {
      onRequest: app.requireStaff,
      schema: {
        tags: [TAG],
        summary: "Turn two-step sign-in on with a first code",
        description:
          "422 TOTP_INVALID when the code does not match the secret of POST staff/me/totp; 409 TOTP_NOT_STARTED without one; 409 TOTP_ALREADY_ENABLED when it is on.",
        security: bearer,
        body: CodeBody,
        response: { 200: StaffMemberSchema, ...withForbidden, 409: ProblemSchema },
      },
    },
    async (request) => {
      const member = await findStaffById(app.db, request.staffId);
      if (!member) throw ApiError.unauthorized();
      if (member.totpEnabledAt) throw ApiError.conflict("TOTP_ALREADY_ENABLED", "Two-step sign-in is already on");
      if (!member.totpSecret)
        throw ApiError.conflict("TOTP_NOT_STARTED", "Ask for a secret first (POST staff/me/totp)");
      const step = storedMatchingStep(member.totpSecret, app.config.totpKey, request.body.code);
      if (step === null) {
        throw ApiError.unprocessable("TOTP_INVALID", "The code does not match", { code: ["The code does not match"] });
      }
      await enableTotp(app.db, member.id, step);
      return memberResponse(member.id);
    },
  );

  // ── Administrators: staff accounts, roles, audit ─────────────────────────────────────────────

  app.get(
    "/staff/members",
    {
      onRequest: app.requirePermission("manage:staff"),
      schema: {
        tags: [TAG],
        summary: "Every staff member (manage:staff)",
        security: bearer,
        response: { 200: z.array(StaffMemberSchema), ...withForbidden },
      },
    },
    async () => {
      const members = await allStaffMembers(app.db);
      const roles = await rolesOf(
        app.db,
        members.map((m) => m.id),
      );
      return members.map((member) => memberOut(member, roles.get(member.id) ?? []));
    },
  );

  app.post(
    "/staff/members",
    {
      onRequest: app.requirePermission("manage:staff"),
      schema: {
        tags: [TAG],
        summary: "Create a staff member (manage:staff)",
        description:
          "The password follows the clients' rules (400 WEAK_PASSWORD); 400 on an unknown role; 409 EMAIL_TAKEN when another staff member has the e-mail (a client may have it too: the accounts are separate).",
        security: bearer,
        body: CreateStaffBody,
        response: { 201: StaffMemberSchema, ...withForbidden, 409: ProblemSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await requireKnownRoles(body.roles);
      requireStrongPassword(body.password, { email: body.email, firstname: body.name });
      if (await findStaffByEmail(app.db, body.email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password);
      let id: number;
      try {
        id = await createStaffMember(app.db, { email: body.email, name: body.name, passwordHash, roles: body.roles });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return reply.status(201).send(await memberResponse(id));
    },
  );

  app.patch(
    "/staff/members/:id",
    {
      onRequest: app.requirePermission("manage:staff"),
      schema: {
        tags: [TAG],
        summary: "Change a staff member's name, roles, or disable it (manage:staff)",
        description:
          "roles replaces the member's roles. Disabling ends the member's sessions at once. password sets a new one (the clients' rules, 400 WEAK_PASSWORD) and ends the member's sessions; totp_enabled false turns two-step sign-in off for a member who lost the phone. 409 SELF_LOCKOUT when an administrator would disable itself.",
        security: bearer,
        params: IdParams,
        body: PatchStaffBody,
        response: { 200: StaffMemberSchema, ...withForbidden, 409: ProblemSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const member = await findStaffById(app.db, id);
      if (!member) throw ApiError.notFound("Staff member not found");
      if (body.disabled === true && id === request.staffId) {
        throw ApiError.conflict("SELF_LOCKOUT", "You cannot disable your own account");
      }
      if (body.roles) await requireKnownRoles(body.roles);
      if (body.password !== undefined) {
        requireStrongPassword(body.password, { email: member.email, firstname: body.name ?? member.name });
      }
      await updateStaffMember(app.db, id, {
        name: body.name,
        roles: body.roles,
        disabled: body.disabled,
        passwordHash: body.password === undefined ? undefined : await hashPassword(body.password),
        totpOff: body.totp_enabled === false,
      });
      return memberResponse(id);
    },
  );

  app.get(
    "/staff/roles",
    {
      onRequest: app.requirePermission("manage:staff"),
      schema: {
        tags: [TAG],
        summary: "The roles and the permissions each grants (manage:staff)",
        security: bearer,
        response: { 200: RolesSchema, ...withForbidden },
      },
    },
    async () => roleTable(app.db),
  );

  app.put(
    "/staff/roles/:role",
    {
      onRequest: app.requirePermission("manage:staff"),
      schema: {
        tags: [TAG],
        summary: "Change what a role grants (manage:staff)",
        description:
          "permissions replaces the role's permissions, at once for every member holding it. 400 on an unknown permission; 404 on an unknown role; 409 ROLE_LOCKOUT when the administrator role would lose manage:staff (nobody could manage the staff any more).",
        security: bearer,
        params: z.object({ role: RoleName }),
        body: z.object({ permissions: z.array(z.string().trim().min(1).max(60)).max(100) }),
        response: { 200: RolesSchema, ...withForbidden, 404: ProblemSchema, 409: ProblemSchema },
      },
    },
    async (request) => {
      const { role } = request.params;
      if (!(await knownRoles(app.db)).includes(role)) throw ApiError.notFound("Role not found");
      const unknown = request.body.permissions.filter((permission) => !isPermission(permission));
      if (unknown.length > 0) {
        throw ApiError.badRequest("Unknown permission", { permissions: [`Unknown permission: ${unknown.join(", ")}`] });
      }
      const permissions = request.body.permissions.filter(isPermission);
      if (role === "administrator" && !permissions.includes("manage:staff")) {
        throw ApiError.conflict("ROLE_LOCKOUT", "The administrator role keeps manage:staff");
      }
      await setRolePermissions(app.db, role, permissions);
      return roleTable(app.db);
    },
  );

  app.get(
    "/staff/audit",
    {
      onRequest: app.requirePermission("read:audit"),
      schema: {
        tags: [TAG],
        summary: "The audit of back-office calls, newest first (read:audit)",
        description:
          "One row per call a staff member made through a permission check (outcome allowed) or was refused for lack of the permission (denied). Filters: staff_id, entity (client, request, content…), entity_id.",
        security: bearer,
        querystring: AuditQuery,
        response: { 200: AuditPageSchema, ...withForbidden },
      },
    },
    async (request) => {
      const q = request.query;
      return auditPage(app.db, {
        staffId: q.staff_id,
        entity: q.entity,
        entityId: q.entity_id,
        page: q.page,
        perPage: q.per_page,
      });
    },
  );
};
