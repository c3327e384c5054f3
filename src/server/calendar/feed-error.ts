// Why a feed could not be synced, whether its download or its reading failed: the code is stored
// for the back office to word in the owner's language, the message (English) for logs and API clients.
import type { FeedErrorCode } from "../../domain/schemas/calendar.ts";

/** A feed that could not be downloaded or read; the message is written for the owner and names no internal detail. */
export class FeedError extends Error {
  readonly code: FeedErrorCode;
  constructor(code: FeedErrorCode, message: string) {
    super(message);
    this.name = "FeedError";
    this.code = code;
  }
}
