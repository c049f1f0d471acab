/**
 * The admin's checklist to get the shop ready.
 * Their other languages are in this folder's de.json, es.json and ar.json (docs/decisions/0045-languages-and-messages.md).
 */
export const SETUP = {
  setupTitle: "Get your shop ready",
  setupIntro: "A few steps before your shop can sell. Each is ticked as soon as it is done, whoever does it.",
  setupLoading: "Loading the setup checklist",
  setupLoadFailed: "Failed to load the setup checklist",
  setupTryAgain: "Try again",
  setupProgress: (finished: string | number, total: string | number) => `${finished} of ${total} done`,
  setupDone: "Done",
  setupToDo: "To do",
} as const;
