// The user as the API returns it (never with a password hash) and the signed-in session.
import { z } from "zod";
import { ROLES } from "../roles.ts";
import { idSchema, isoDateSchema, timestampSchema } from "./common.ts";

export const roleSchema = z.enum(ROLES);

export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: isoDateSchema.nullable(),
  role: roleSchema,
  isActive: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export type User = z.infer<typeof userSchema>;

export const authSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});

export type AuthSession = z.infer<typeof authSessionSchema>;
