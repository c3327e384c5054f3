// /api/email-confirmations: the page a guest's confirmation link opens (/{lang}/confirm-email?token=…) posts the
// token here; a valid one marks the address confirmed, which lifts the daily cap on mails to it
// (notifications/address-confirmation.ts, mail-cap.ts). Public: the link works in any browser, signed in or not.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successEnvelope } from "../../domain/schemas/common.ts";
import { ApiError } from "../http/api-error.ts";
import { errorResponses, ok } from "../http/envelope.ts";
import { addressOfToken, confirmAddress, confirmationKey } from "../notifications/address-confirmation.ts";

const INVALID_LINK = "This confirmation link is not valid or has expired";

const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/email-confirmations",
    {
      schema: {
        tags: ["notifications"],
        summary: "Confirm an e-mail address with the token of the link we mailed to it",
        body: z.object({
          token: z
            .string({ error: INVALID_LINK })
            .trim()
            .min(1, { error: INVALID_LINK })
            .max(1_000, { error: INVALID_LINK }),
        }),
        response: { 200: successEnvelope(z.object({ email: z.string() })), ...errorResponses(422) },
      },
    },
    async (request) => {
      const now = app.clock();
      const address = addressOfToken(await confirmationKey(app.db), request.body.token, now);
      // A changed address no longer belongs to anyone: its old link confirms nothing, like a forged one.
      if (!address || !(await confirmAddress(app.db, address, now))) {
        throw new ApiError("VALIDATION_FAILED", INVALID_LINK, [{ path: "token", message: INVALID_LINK }]);
      }
      return ok({ email: address }, "E-mail address confirmed");
    },
  );
};

export default emailConfirmationRoutes;
