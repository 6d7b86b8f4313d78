/** Bots fill a form in well under this; people take longer. Counted from hydration. */
export const MIN_FILL_MS = 3000
