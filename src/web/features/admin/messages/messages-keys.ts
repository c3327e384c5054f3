// The back-office messages' query keys, apart from the queries: the menu's unread count refreshes by them without
// bringing the messages screen's code into the back office's first load.

/** Every messages query starts with this key. */
export const MESSAGES_KEY = ["admin", "messages"] as const;
export const UNREAD_COUNT_KEY = [...MESSAGES_KEY, "unread-count"] as const;
