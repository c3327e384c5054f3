// The user as the API shows it (userSchema): never the password hash, times as ISO strings.
import type { User } from "../../domain/schemas/user.ts";
import type { users } from "../db/schema.ts";

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
