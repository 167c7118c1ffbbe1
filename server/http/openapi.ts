import { z } from "zod";
import { callNames, contract } from "../../schemas/api/contract.js";
import { allowedRoles } from "../../schemas/api/define-call.js";
import {
  errorEnvelopeSchema,
  HttpHeader,
  requestEnvelopeSchema,
  responseEnvelopeSchema,
} from "../../schemas/api/envelope.js";

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" });
  return rest;
}

const headerParameter = (name: string, description: string, required = false) => ({
  name,
  in: "header",
  required,
  description,
  schema: { type: "string" },
});

/** The OpenAPI 3.1 document of the contract; operationId is each call's name. */
export function buildOpenApiDocument() {
  const errorBody = jsonSchema(errorEnvelopeSchema, "output");
  const paths = Object.fromEntries(
    callNames.map((name) => {
      const call = contract[name];
      const parameters = [
        headerParameter(HttpHeader.countryCode, "The site's country code."),
        headerParameter(HttpHeader.channelCode, "The site's channel code."),
        headerParameter(HttpHeader.platform, "Client platform, pc by default."),
        headerParameter(HttpHeader.grcAction, "The call's name."),
        ...(call.signed
          ? [headerParameter(HttpHeader.signature, "t=<ms>,s=base64(HMAC-SHA256(key, body + t))", true)]
          : []),
      ];
      const security = {
        none: [],
        optional: [{}, { token: [] }],
        required: [{ token: [] }],
        staff: [{ staffToken: [] }],
      }[call.auth];
      const operation = {
        operationId: name,
        summary: call.summary,
        parameters,
        security,
        "x-signed": call.signed,
        ...(call.auth === "staff" ? { "x-staff-roles": allowedRoles(call) } : {}),
        "x-timeout-ms": call.timeoutMs,
        requestBody: {
          required: true,
          content: { "application/json": { schema: jsonSchema(requestEnvelopeSchema(call.request), "input") } },
        },
        responses: {
          "200": {
            description: "code 0 with data, or a business error code with msg",
            content: {
              "application/json": {
                schema: { oneOf: [jsonSchema(responseEnvelopeSchema(call.response), "output"), errorBody] },
              },
            },
          },
          "400": { description: "Invalid input", content: { "application/json": { schema: errorBody } } },
          "401": { description: "Bad or missing signature", content: { "application/json": { schema: errorBody } } },
          "429": { description: "Operation too frequent", content: { "application/json": { schema: errorBody } } },
        },
      };
      return [`/api${call.path}`, { post: operation }];
    }),
  );
  return {
    openapi: "3.1.0",
    info: { title: "Storefront API", version: "1.0.0" },
    components: {
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: HttpHeader.authorization },
        staffToken: { type: "apiKey", in: "header", name: HttpHeader.authorization, description: "A staff session of the editors' tool." },
      },
    },
    paths,
  };
}
