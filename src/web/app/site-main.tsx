// The script of a prerendered public page (started by boot.ts): the island runtime with this app's islands.
import { hydrateIslands } from "../islands/hydrate-islands.tsx";
import { ISLAND_BASE_PARTS, ISLANDS } from "./islands.ts";

void hydrateIslands({ islands: ISLANDS, baseParts: ISLAND_BASE_PARTS });
