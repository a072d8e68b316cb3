/** What the shopper was doing when the provider said no: a few codes mean different things. */
export type AuthRequest = "sign-in" | "register" | "reset";

type Sentence = string | ((providerText: string) => string);

const WRONG_CREDENTIALS = "The e-mail or password is not right. Check both and try again.";

/** What the provider asks of a password, read from its own message when it says. */
function passwordRule(providerText: string): string {
  const length = providerText.match(/at least (\d+) characters/i)?.[1];
  if (length) return `Choose a longer password: it needs at least ${length} characters.`;
  const requirements = providerText.match(/\[([^\]]+)\]/)?.[1];
  if (requirements) return `Choose a stronger password. ${requirements}.`;
  return "Choose a stronger password.";
}

/**
 * A plain sentence for each provider error the sign-in page can meet. The emulator answers a wrong
 * password with auth/wrong-password and an unknown e-mail with auth/user-not-found; a production
 * project with e-mail enumeration protection answers both with auth/invalid-credential.
 */
const SENTENCES: Record<string, Sentence> = {
  "auth/wrong-password": WRONG_CREDENTIALS,
  "auth/invalid-credential": WRONG_CREDENTIALS,
  "auth/user-not-found": WRONG_CREDENTIALS,
  "auth/email-already-in-use":
    "An account already exists for this e-mail. Sign in instead, or reset the password if you have forgotten it.",
  "auth/weak-password": passwordRule,
  "auth/password-does-not-meet-requirements": passwordRule,
  "auth/invalid-email": "This e-mail address cannot be accepted. Check it and try again.",
  "auth/missing-email": "Enter your e-mail address.",
  "auth/missing-password": "Enter your password.",
  "auth/too-many-requests": "Too many attempts in a short time. Wait a few minutes, then try again.",
  "auth/network-request-failed":
    "There is no connection to the sign-in service. Check your connection and try again.",
};

/** Where a code means something else for a password reset, which sends no password. */
const RESET_SENTENCES: Record<string, Sentence> = {
  "auth/user-not-found": "No account uses this e-mail address. Check it, or create an account.",
};

/** Offline, no provider answered: what happened, and what to press once the connection is back. */
const OFFLINE_SENTENCES: Record<AuthRequest, string> = {
  "sign-in": "You are offline, so we could not sign you in. Press Sign In again once you are back online.",
  register:
    "You are offline, so we could not create your account. Press Create your Bazaar Account again once you are back online.",
  reset:
    "You are offline, so we could not send a reset link. Press Forgot your password? again once you are back online.",
};

export function offlineAuthMessage(request: AuthRequest): string {
  return OFFLINE_SENTENCES[request];
}

function providerTextOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The provider's code: its error's `code`, or the '(auth/…)' its message ends with. */
function codeOf(error: unknown, providerText: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code.startsWith("auth/")) return code;
  return providerText.match(/\((auth\/[a-z-]+)\)/)?.[1];
}

/** A plain sentence, then the provider's own message on its own line; an unknown error, the latter alone. */
export function authErrorMessage(error: unknown, request: AuthRequest): string {
  const providerText = providerTextOf(error);
  const code = codeOf(error, providerText);
  if (!code) return providerText;
  const sentence = (request === "reset" ? RESET_SENTENCES[code] : undefined) ?? SENTENCES[code];
  if (sentence === undefined) return providerText;
  const text = typeof sentence === "function" ? sentence(providerText) : sentence;
  return `${text}\n${providerText}`;
}
