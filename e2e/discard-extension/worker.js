// @ts-check
// Empty on purpose: e2e/discarded-tab.spec.ts calls chrome.tabs from this worker, which the
// extension's "tabs" permission lets it use.
