// A second owner for the browser tests: a HOST with their own villa, created after the seeded villa so the
// booking page (the first villa of the list) is unchanged. No API turns a guest into a host, so it is written
// straight to the database, the way an operator would set one up.
import type { Database } from "../../src/server/db/client.ts";
import { users, villas } from "../../src/server/db/schema.ts";
import { hashPassword } from "../../src/server/auth/passwords.ts";
import { E2E_HOST } from "./accounts.ts";

export async function seedHost(db: Database): Promise<void> {
  const [host] = await db
    .insert(users)
    .values({
      email: E2E_HOST.email,
      passwordHash: await hashPassword(E2E_HOST.password),
      fullName: E2E_HOST.fullName,
      role: "HOST",
    })
    .returning({ id: users.id });
  if (!host) throw new Error("host insert returned no row");
  await db.insert(villas).values({
    title: E2E_HOST.villaTitle,
    description: "A garden villa by the lagoon, used by the browser tests of the host's back office.",
    address: "Abu Tig Marina 12",
    city: "El Gouna",
    country: "Egypt",
    pricePerNight: 220,
    maxGuests: 6,
    bedrooms: 3,
    bathrooms: 2,
    amenities: ["wifi", "pool", "kitchen"],
    images: ["/images/villa/2.jpg"],
    ownerId: host.id,
  });
}
